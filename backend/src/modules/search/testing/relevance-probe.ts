/**
 * Prints precision@5 of the relevance suite with vectors off and on, straight on the embedded read model and the
 * seed catalogue (no database): a quick look while tuning. The suite that counts is smart-search.catalogue.int.spec.ts.
 * Run: npx esbuild backend/src/modules/search/testing/relevance-probe.ts --bundle --platform=node --packages=external \
 *        --outfile=node_modules/.cache/relevance-probe.js && node node_modules/.cache/relevance-probe.js [query filter]
 */
import { embeddedEventReadModel } from '../../events/testing/embedded-event-read-model';
import { eventDoc } from '../../events/testing/event-read-model.contract';
import { FixedClock } from '../../../platform/time/clock';
import { dayNumber } from '../../../platform/time/uk-days';
import { planCatalogue } from '../../seed/testing/catalogue-plan';
import { LocalIntentProvider } from '../application/local-intent-provider';
import { DEFAULT_CATEGORIES } from '../../categories/contracts/category-defaults';
import { FixedCategoryVocabulary } from '../application/category-vocabulary.port';
import { SmartSearchEngine } from '../application/smart-search-engine';
import { localTextEmbedder } from '../../embeddings/testing/text-embedders';
import { embeddingTextOf } from '../../events/contracts/event-embedding-text';
import { precisionAt5, RELEVANCE_QUERIES } from './relevance-queries';
import { toEventView } from '../../events/contracts/event-view';

async function main() {
  const today = '2026-11-22';
  const filter = process.argv[2]?.toLowerCase();
  const embedder = localTextEmbedder();
  const docs = planCatalogue(dayNumber(today)).map(({ details: d, featured }, i) =>
    eventDoc(`e${i}`, {
      ...d,
      featured,
      location: d.latitude !== null && d.longitude !== null ? { lat: d.latitude, lon: d.longitude } : null,
      isFree: /free/i.test(d.priceText ?? ''),
      familyFriendly: d.category === 'family' || d.tags.includes('family-friendly'),
      outdoor: d.tags.includes('outdoor'),
      camping: d.tags.some((t) => ['camping', 'glamping'].includes(t)),
    }),
  );
  const vectors = await embedder.embedDocuments(docs.map(embeddingTextOf));
  const model = embeddedEventReadModel();
  await model.upsert(docs.map((d, i) => ({ ...d, embedding: vectors[i] ?? undefined, embeddingModel: embedder.model })));
  const clock = new FixedClock(new Date(`${today}T12:00:00Z`));
  const categories = new FixedCategoryVocabulary(DEFAULT_CATEGORIES);
  const off = new SmartSearchEngine(model, clock, new LocalIntentProvider(), categories);
  const on = new SmartSearchEngine(model, clock, new LocalIntentProvider(), categories, embedder);
  const sums = { off: 0, on: 0 };
  const all = (await model.search({ fromDay: dayNumber(today), limit: 500 })).hits.map((h) => toEventView(h.doc, dayNumber(today)));
  const extra: typeof RELEVANCE_QUERIES = (process.argv[3] ?? '')
    .split('|')
    .filter(Boolean)
    .map((q) => [q, () => true]);
  for (const [query, relevant] of [...RELEVANCE_QUERIES, ...extra]) {
    if (filter && filter !== 'only' && !query.toLowerCase().includes(filter)) continue;
    if (filter === 'only' && RELEVANCE_QUERIES.some(([q]) => q === query)) continue;
    const line: string[] = [];
    for (const [name, handler] of [
      ['off', off],
      ['on', on],
    ] as const) {
      const answer = await handler.find({ q: query, page: 1, limit: 24 });
      const top = answer.events.slice(0, 5);
      if (filter && name === 'on') console.log(`   intent ${JSON.stringify(answer.intent)} total ${answer.total} relaxed ${answer.relaxed.join(',')}`);
      const p = precisionAt5(top, relevant, all);
      sums[name] += p;
      line.push(`${name} ${p.toFixed(2)}`);
      if (filter || (name === 'on' && p < 0.8))
        console.log(`   ${name}: ${top.map((e) => `${relevant(e) ? '+' : '-'}${e.title} [${e.category}]`).join(' | ')}`);
    }
    console.log(`${line.join('  ')}  ${query}`);
  }
  const n = filter ? RELEVANCE_QUERIES.filter(([q]) => q.toLowerCase().includes(filter)).length : RELEVANCE_QUERIES.length;
  console.log(`precision@5 over ${n} queries: off ${(sums.off / n).toFixed(3)}, on ${(sums.on / n).toFixed(3)}`);
}

void main();
