/**
 * The HTTP bench's 4,800 distinct semantic queries (tests/bench/lib/scenarios.js), in process, each
 * asked once (no answer cache): the cost of computing an answer, without HTTP or other processes.
 * Run: npm run bench:semantic [events] (add --cpu-prof to the node call for a profile).
 */
import { embeddedEventReadModel } from '../../events/testing/embedded-event-read-model';
import { syntheticEventDocuments } from '../../events/testing/synthetic-event-documents';
import { FixedClock } from '../../../platform/time/clock';
import { dayNumber } from '../../../platform/time/uk-days';
import { NullEmbeddingProvider } from '../application/embedding-provider.port';
import { LocalIntentProvider } from '../application/local-intent-provider';
import { DEFAULT_CATEGORIES } from '../../categories/contracts/category-defaults';
import { FixedCategoryVocabulary } from '../application/category-vocabulary.port';
import { SemanticSearchHandler } from '../queries/semantic-search/semantic-search.handler';
import { SemanticSearchQuery } from '../queries/semantic-search/semantic-search.query';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { distinctSemanticPaths } = require('../../../../../tests/bench/lib/scenarios') as { distinctSemanticPaths: () => string[] };

async function main() {
  const count = Number(process.argv[2] ?? 50_000);
  const today = '2026-11-25';
  const model = embeddedEventReadModel();
  await model.upsert(syntheticEventDocuments(count, dayNumber(today)));
  const search = new SemanticSearchHandler(
    model,
    new FixedClock(new Date(`${today}T12:00:00Z`)),
    new LocalIntentProvider(),
    new NullEmbeddingProvider(),
    new FixedCategoryVocabulary(DEFAULT_CATEGORIES),
  );
  const queries = distinctSemanticPaths().map((p) => new URL(p, 'http://x').searchParams.get('q')!);
  const times: number[] = [];
  const started = performance.now();
  for (const q of queries) {
    const t = performance.now();
    const answer = await search.execute(new SemanticSearchQuery({ q, page: 1, limit: 24 }));
    JSON.stringify(answer);
    times.push(performance.now() - t);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const p = (x: number) => times[Math.min(times.length - 1, Math.floor(x * times.length))].toFixed(2);
  console.log(
    `${queries.length} distinct queries at ${count} events: mean ${(total / queries.length).toFixed(2)} ms, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms, max ${times[times.length - 1].toFixed(2)} ms`,
  );
}

void main();
