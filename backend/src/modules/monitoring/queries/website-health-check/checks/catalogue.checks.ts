import { EventReadModel } from '../../../../events/application/ports/event-read-model.port';
import { HealthCheck } from '../../../application/health-check';
import { HealthFacts } from '../../../application/ports/health-facts.port';
import { grade, THRESHOLDS } from './thresholds';

type Result = Omit<HealthCheck, 'name' | 'responseTime'>;

export async function databaseHealth(facts: HealthFacts): Promise<Result> {
  const started = performance.now();
  await facts.pingDatabase();
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const size = await facts.databaseStats();
  const status = grade(latencyMs, THRESHOLDS.databaseLatencyMs);
  return {
    status,
    message: `PostgreSQL answered in ${latencyMs} ms`,
    details: { latencyMs, sizeMb: Math.round(size.bytes / 1048576), connections: size.connections, eventRows: size.eventRows },
  };
}

/** The data-quality rules of the admin event manager (docs/data-quality.md), counted by the read model. */
export async function eventDataIntegrity(index: EventReadModel, today: number): Promise<Result> {
  const s = await index.qualitySummary(today);
  const share = s.checked === 0 ? 0 : s.invalid / s.checked;
  const status = grade(share, THRESHOLDS.invalidShare);
  return {
    status,
    message:
      s.invalid === 0 ? `All ${s.checked} draft and published events pass the quality rules` : `${s.invalid} of ${s.checked} events have data-quality problems`,
    details: { checked: s.checked, invalid: s.invalid, invalidPercent: Math.round(share * 1000) / 10, byProblem: s.byProblem },
  };
}

/** A live text search through the read model, as the public search runs it. */
export async function searchFunctionality(index: EventReadModel): Promise<Result> {
  const published = await index.count({ statuses: ['published'] });
  const started = performance.now();
  const result = await index.search({ text: 'festival', typoTolerance: 1, statuses: ['published'], limit: 5 });
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const hits = result.hits.length;
  if (published === 0) return { status: 'warning', message: 'Search answers, but no event is published', details: { published, latencyMs } };
  const status = grade(latencyMs, THRESHOLDS.searchLatencyMs);
  return {
    status,
    message: `Search for "festival" answered in ${latencyMs} ms with ${result.total} matches`,
    details: { published, matches: result.total, firstPage: hits, latencyMs, generation: index.generation },
  };
}
