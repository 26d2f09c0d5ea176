/**
 * Semantic search latency straight on the embedded read model (no HTTP), 50k synthetic events.
 * Not part of `npm test`. Run: npx esbuild ... | node (see the report) or through ts-node.
 */
import { embeddedEventReadModel } from '../../events/testing/embedded-event-read-model';
import { syntheticEventDocuments } from '../../events/testing/synthetic-event-documents';
import { FixedClock } from '../../../platform/time/clock';
import { dayNumber } from '../../../platform/time/uk-days';
import { LocalIntentProvider } from '../application/local-intent-provider';
import { DEFAULT_CATEGORIES } from '../../categories/contracts/category-defaults';
import { FixedCategoryVocabulary } from '../application/category-vocabulary.port';
import { SmartSearchEngine } from '../application/smart-search-engine';

const CATEGORIES = new FixedCategoryVocabulary(DEFAULT_CATEGORIES);

const QUERIES = [
  'free jazz near Bristol this weekend',
  'outdoor music festivals near London in summer',
  'family-friendly food festivals this weekend',
  'classical music events in Edinburgh',
  'free arts festivals in Bristol',
  'glastonbery',
  'edinbrugh comedy',
  'beer festival in the north west next month',
  'chilled camping festival in cornwall august 2027',
  'bank holiday gigs in Glasgow',
  'yoga retreat in the highlands in may',
  'cheap gigs in Manchester',
  'tribute acts in wales next year',
  'kids things to do at half term',
  'stand-up comedy in london under £20',
  'folk music in the south west',
  'harvest celebration',
  'running in the peak district',
  'zzqx vvkk wibble',
  'tribute acts in northern ireland under £5',
  'splendiferous jamboree extravaganza',
];

async function main() {
  const count = Number(process.argv[2] ?? 50_000);
  const today = '2026-11-22';
  const model = embeddedEventReadModel();
  const t0 = performance.now();
  await model.upsert(syntheticEventDocuments(count, dayNumber(today)));
  console.log(`indexed ${count} events in ${Math.round(performance.now() - t0)} ms`);
  const search = new SmartSearchEngine(model, new FixedClock(new Date(`${today}T12:00:00Z`)), new LocalIntentProvider(), CATEGORIES);
  const measure = async (label: string, pageOf: (i: number) => number) => {
    const times: number[] = [];
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < QUERIES.length; i++) {
        const started = performance.now();
        await search.find({ q: QUERIES[i], page: pageOf(round), limit: 24 });
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const p = (x: number) => times[Math.min(times.length - 1, Math.floor(x * times.length))].toFixed(2);
    console.log(`${label}: n=${times.length} p50=${p(0.5)} ms p95=${p(0.95)} ms p99=${p(0.99)} ms max=${times[times.length - 1].toFixed(2)} ms`);
  };
  // every request a new (query, page) pair: no answer cache
  await measure('uncached (distinct pages)', (round) => 1 + (round % 10));
  await measure('cached (same query and page)', () => 1);
  // first page, nothing cached: a new use-case instance per request (the intent memo stays warm)
  const perQuery: string[] = [];
  for (const q of QUERIES) {
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      const fresh = new SmartSearchEngine(model, new FixedClock(new Date(`${today}T12:00:00Z`)), new LocalIntentProvider(), CATEGORIES);
      const started = performance.now();
      await fresh.find({ q, page: 1, limit: 24 });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    perQuery.push(`${times[2].toFixed(1).padStart(6)} ms  ${q}`);
  }
  console.log('median per query, page 1, uncached:\n' + perQuery.join('\n'));
  for (const q of QUERIES.slice(0, 6)) {
    const r = await search.find({ q, page: 1, limit: 5 });
    console.log(
      `${q} → total ${r.total}: ${r.events
        .map((e) => e.title)
        .slice(0, 3)
        .join(' | ')}`,
    );
  }
}

void main();
