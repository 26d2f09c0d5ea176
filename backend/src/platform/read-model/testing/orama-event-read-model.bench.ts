/**
 * Local micro-benchmark of the embedded read model (not a test; the product benchmark is `npm run bench`).
 * Run from the repo root:
 *   npx esbuild backend/src/platform/read-model/testing/orama-event-read-model.bench.ts --bundle \
 *     --platform=node --packages=external --outfile=node_modules/.cache/read-model.bench.js && node node_modules/.cache/read-model.bench.js [count]
 */
import { EventSearchQuery } from '../event-document';
import { syntheticEventDocuments } from './synthetic-event-documents';
import { dayNumber } from '../../time/uk-days';
import { OramaEventReadModel } from '../embedded/orama-event-read-model';

const COUNT = Number(process.argv[2] ?? 50_000);
const ROUNDS = 200;
const today = dayNumber('2026-11-22');

const shapes: Record<string, EventSearchQuery> = {
  'text+category+dates+relevance': { text: 'jazz festival', categories: ['music'], fromDay: today, toDay: today + 365 },
  'text typo (tol 2)': { text: 'glastonbery', typoTolerance: 2 },
  'text broad 2 words (tol 1)': { text: 'camping family', typoTolerance: 1, fromDay: today },
  'text+region+sort price': { text: 'beer', regions: ['southwest', 'wales'], sort: 'price' },
  'filter only, date sort': { fromDay: today, toDay: today + 30, sort: 'date' },
  'filter all upcoming, page 5': { fromDay: today, offset: 96, limit: 24 },
  'featured upcoming': { featured: true, fromDay: today, limit: 12 },
  'near 50km + free': { near: { lat: 51.45, lon: -2.59, radiusKm: 50 }, maxPricePence: 2000 },
  'title sort all': { sort: 'title' },
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(label: string, fn: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 10; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await fn();
    t.push(performance.now() - start);
  }
  t.sort((a, b) => a - b);
  console.log(`${label.padEnd(34)} p50 ${percentile(t, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(t, 95).toFixed(2).padStart(6)} ms   max ${t[t.length - 1].toFixed(2).padStart(6)} ms`);
}

async function main(): Promise<void> {
  const docs = syntheticEventDocuments(COUNT, today);
  // Text cache off: every text query below pays full retrieval (the product keeps it on).
  const model = new OramaEventReadModel({ textCacheSize: process.env.BENCH_TEXT_CACHE ? 256 : 0 });
  await model.init();
  let start = performance.now();
  await model.upsert(docs);
  const insertMs = performance.now() - start;
  console.log(`upsert ${COUNT} docs: ${insertMs.toFixed(0)} ms; heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);

  for (const [label, q] of Object.entries(shapes)) {
    const r = await model.search(q);
    console.log(`  ${label}: total ${r.total}`);
    await time(`search ${label}`, () => model.search(q));
  }
  await time('count upcoming published', () => model.count({ fromDay: today }));
  await time('facets all (category,region,year)', () => model.facets({}, ['category', 'region', 'year']));
  await time('facets text "music"', () => model.facets({ text: 'music' }, ['category', 'region', 'year']));

  // Single-document writes, as projectors apply them while the site is live.
  let v = 2;
  await time('upsert 1 doc (flag change)', () => model.upsert([{ ...docs[v % docs.length], featured: true, version: v++ }]));
  await time('upsert 1 doc (text change)', () => model.upsert([{ ...docs[v % docs.length], title: `Renamed ${v}`, version: v++ }]));

  start = performance.now();
  const rebuild = await model.beginRebuild();
  await rebuild.upsert(docs);
  await rebuild.commit();
  console.log(`rebuild of ${COUNT}: ${(performance.now() - start).toFixed(0)} ms`);
}

void main();
