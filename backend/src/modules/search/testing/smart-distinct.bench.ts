/**
 * The HTTP bench's 4,800 distinct Smart Search queries (tests/bench/lib/scenarios.js), in process, each
 * asked once per round (a fresh handler and intent provider per round: no answer or intent memo; the
 * read model's own caches stay warm after the first round, as in a running site): the cost of
 * computing an answer and its body bytes, without HTTP or other processes. Prints wall time, CPU per
 * query and a SHA-1 of the first round's bodies (equal before and after a change = same answers).
 * Run: npm run bench:smart [events] [rounds] [vectors] (add --cpu-prof to the node call for a profile); `vectors`
 * embeds every event and query with the local provider (real word vectors), as the site does by default.
 */
import { createHash } from 'node:crypto';
import { embeddedEventReadModel } from '../../events/testing/embedded-event-read-model';
import { syntheticEventDocuments } from '../../events/testing/synthetic-event-documents';
import { answerWithEventsBytes } from '../../events/contracts/event-view-json';
import { FixedClock } from '../../../platform/time/clock';
import { dayNumber } from '../../../platform/time/uk-days';
import { LocalIntentProvider } from '../application/local-intent-provider';
import { DEFAULT_CATEGORIES } from '../../categories/contracts/category-defaults';
import { FixedCategoryVocabulary } from '../application/category-vocabulary.port';
import { SmartSearchEngine } from '../application/smart-search-engine';
import { localTextEmbedder } from '../../embeddings/testing/text-embedders';
import { embeddingTextOf } from '../../events/contracts/event-embedding-text';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { distinctSmartPaths } = require('../../../../../tests/bench/lib/scenarios') as { distinctSmartPaths: () => string[] };

async function main() {
  const count = Number(process.argv[2] ?? 50_000);
  const rounds = Number(process.argv[3] ?? 2);
  const today = '2026-11-25';
  const vectors = process.argv[4] === 'vectors';
  const model = embeddedEventReadModel();
  const docs = syntheticEventDocuments(count, dayNumber(today));
  const embedder = vectors ? localTextEmbedder() : undefined;
  if (embedder) {
    const started = performance.now();
    const made = await embedder.embedDocuments(docs.map(embeddingTextOf));
    docs.forEach((d, i) => (d.embedding = made[i] ?? undefined));
    console.log(`embedded ${count} events with ${embedder.model} in ${Math.round(performance.now() - started)} ms`);
  }
  await model.upsert(docs);
  // a fresh embedder per round too: no query vector memo
  const handler = () =>
    new SmartSearchEngine(
      model,
      new FixedClock(new Date(`${today}T12:00:00Z`)),
      new LocalIntentProvider(),
      new FixedCategoryVocabulary(DEFAULT_CATEGORIES),
      vectors ? localTextEmbedder() : undefined,
    );
  // the vocabulary and gazetteer are built on first use; the site builds them at its warm-up
  await handler().find({ q: 'jazz in leeds this weekend under £20', page: 1, limit: 24 });
  const queries = distinctSmartPaths().map((p) => new URL(p, 'http://x').searchParams.get('q')!);
  const bodies: Buffer[] = [];
  for (let round = 1; round <= rounds; round++) {
    const search = handler();
    const times: number[] = [];
    const slowest: Array<[number, string]> = [];
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const q of queries) {
      const t = performance.now();
      const answer = await search.find({ q, page: 1, limit: 24 });
      const body = answerWithEventsBytes({ ...answer, searchTime: 0 } as typeof answer);
      times.push(performance.now() - t);
      slowest.push([times[times.length - 1], q]);
      if (round === 1) bodies.push(body);
    }
    const total = performance.now() - started;
    const used = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    const p = (x: number) => times[Math.min(times.length - 1, Math.floor(x * times.length))].toFixed(2);
    console.log(
      `round ${round}: ${queries.length} distinct queries at ${count} events: mean ${(total / queries.length).toFixed(2)} ms, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms, max ${times[times.length - 1].toFixed(2)} ms, CPU ${Math.round((used.user + used.system) / queries.length)} µs/query`,
    );
    // where the tail comes from: the slowest queries of the round
    slowest.sort((a, b) => b[0] - a[0]);
    console.log(
      `  slowest: ${slowest
        .slice(0, 12)
        .map(([ms, q]) => `${ms.toFixed(1)} ms "${q}"`)
        .join('; ')}`,
    );
  }
  const digest = createHash('sha1');
  for (const body of bodies) digest.update(body);
  console.log(`first round's bodies: SHA-1 ${digest.digest('hex')} (searchTime set to 0)`);
}

void main();
