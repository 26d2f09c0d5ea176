/**
 * Benchmark of the admin events list at 50,000 events (issue target: p95 ≤ 50 ms), on the embedded
 * read model filled with the synthetic generator's documents, their document problems computed as the
 * projection does. Not a test. Run from the repo root:
 *   npx esbuild backend/src/modules/events/testing/admin-events-list.bench.ts --bundle --platform=node \
 *     --packages=external --outfile=node_modules/.cache/admin-events.bench.js && node node_modules/.cache/admin-events.bench.js [count]
 */
import { AdminEventQuery } from '../application/ports/event-document';
import { OramaEventReadModel } from '../infrastructure/read-model/embedded/orama-event-read-model';
import { syntheticEventDocuments } from './synthetic-event-documents';
import { dayNumber } from '../../../platform/time/uk-days';
import { documentProblems } from '../domain/event-quality';

const COUNT = Number(process.argv[2] ?? 50_000);
const ROUNDS = 200;
const today = dayNumber('2026-11-22');

const shapes: Record<string, Omit<AdminEventQuery, 'today'>> = {
  'default (updated desc, page 1 of 50)': { limit: 50 },
  'page 200, title asc': { sort: 'title', order: 'asc', offset: 199 * 50, limit: 50 },
  'text "jazz festival"': { text: 'jazz festival', limit: 50 },
  'status draft': { statuses: ['draft'], limit: 50 },
  'category+region, date desc': { categories: ['music'], regions: ['london', 'scotland'], sort: 'date', order: 'desc', limit: 50 },
  featured: { featured: true, limit: 50 },
  'problem duplicate': { problems: ['duplicate'], limit: 50 },
  'problem no-venue + past': { problems: ['no-venue', 'past-but-published'], limit: 50 },
  'invalid (any problem)': { quality: 'invalid', limit: 50 },
  'valid, start date asc, page 10': { quality: 'valid', sort: 'date', offset: 450, limit: 50 },
  'text + problem + status': { text: 'camping', problems: ['missing-ticket-url'], statuses: ['published'], limit: 50 },
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(label: string, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 10; i++) await fn();
  const wall: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await fn();
    wall.push(performance.now() - start);
  }
  wall.sort((a, b) => a - b);
  const p95 = percentile(wall, 95);
  console.log(
    `${label.padEnd(42)} p50 ${percentile(wall, 50).toFixed(2).padStart(6)} ms  p95 ${p95.toFixed(2).padStart(6)} ms  max ${wall[wall.length - 1].toFixed(2).padStart(6)} ms`,
  );
  return p95;
}

async function main(): Promise<void> {
  const docs = syntheticEventDocuments(COUNT, today).map((d, i) => {
    // Most events have a ticket link; some venues only repeat the city, as imported data does.
    const withTicket = {
      ...d,
      ticketUrl: i % 5 === 0 ? null : `https://tickets.example.org/${d.id}`,
      venue: i % 17 === 0 ? d.city : d.venue,
      updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    };
    return { ...withTicket, problems: documentProblems({ ...withTicket, latitude: d.location?.lat ?? null, longitude: d.location?.lon ?? null }) };
  });
  const model = new OramaEventReadModel({ textCacheSize: 0 });
  await model.init();
  await model.upsert(docs);
  const summary = await model.qualitySummary(today);
  console.log(`${COUNT} events; checked ${summary.checked}, invalid ${summary.invalid}; by problem ${JSON.stringify(summary.byProblem)}`);
  let worst = 0;
  for (const [label, q] of Object.entries(shapes)) {
    const r = await model.listForAdmin({ today, ...q });
    worst = Math.max(worst, await time(`${label} (${r.total})`, () => model.listForAdmin({ today, ...q })));
  }
  worst = Math.max(worst, await time('stats (quality summary)', () => model.qualitySummary(today)));
  // The presorted orders are rebuilt after a write: the first list after an admin action pays for it.
  let v = 2;
  await time('write 1 doc, then list by title (rebuild)', async () => {
    await model.upsert([{ ...docs[v % docs.length], featured: true, version: v++ }]);
    await model.listForAdmin({ today, sort: 'title', limit: 50 });
  });
  console.log(`worst p95: ${worst.toFixed(2)} ms`);
}

void main();
