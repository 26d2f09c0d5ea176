/**
 * Local micro-benchmark of the embedded read model (not a test; the product benchmark is `npm run bench`).
 * Run from the repo root:
 *   npx esbuild backend/src/modules/events/infrastructure/read-model/testing/orama-event-read-model.bench.ts --bundle \
 *     --platform=node --packages=external --outfile=node_modules/.cache/read-model.bench.js && node node_modules/.cache/read-model.bench.js [count]
 */
import { EventSearchQuery } from '../../../application/ports/event-document';
import { syntheticEventDocuments } from '../../../testing/synthetic-event-documents';
import { dayNumber } from '../../../../../platform/time/uk-days';
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

/** Wall time (what a caller waits) and CPU time of this process (unaffected by other load on the machine). */
async function time(label: string, fn: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 10; i++) await fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(startCpu);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2).padStart(6);
  console.log(
    `${label.padEnd(40)} wall p50 ${f(percentile(wall, 50))} p95 ${f(percentile(wall, 95))} ms | cpu p50 ${f(percentile(cpu, 50))} p95 ${f(percentile(cpu, 95))} ms`,
  );
}

async function main(): Promise<void> {
  const docs = syntheticEventDocuments(COUNT, today);
  // Text cache off: every text query below pays full retrieval (the product keeps it on).
  const model = new OramaEventReadModel({ textCacheSize: process.env.BENCH_TEXT_CACHE ? 256 : 0 });
  await model.init();
  let start = performance.now();
  const startCpu = process.cpuUsage();
  await model.upsert(docs);
  const insertMs = performance.now() - start;
  const insertCpu = process.cpuUsage(startCpu);
  console.log(
    `upsert ${COUNT} docs: ${insertMs.toFixed(0)} ms wall, ${((insertCpu.user + insertCpu.system) / 1000).toFixed(0)} ms cpu; heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
  );

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
