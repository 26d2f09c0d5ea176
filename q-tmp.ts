import festivals from './backend/src/modules/seed/data/uk-festivals.json';
import { LocalEmbeddingProvider } from './backend/src/modules/embeddings/infrastructure/local/local-embedding-provider';
import { embeddingTextOf } from './backend/src/modules/events/infrastructure/event-embedding-text';
(async () => {
  const p = new LocalEmbeddingProvider();
  const docs = festivals.map((f: any) => ({ title: f.name, category: f.category, tags: f.tags, description: f.description, venue: f.venue, city: f.city, region: f.region }));
  const vecs = await p.embed(docs.map(embeddingTextOf));
  const qs = process.argv.slice(2);
  for (const q of qs) {
    const [v] = await p.embed([[{ text: q, weight: 1 }]]);
    if (!v) { console.log(q, 'none'); continue; }
    const all = vecs.map((d, i) => ({ i, s: d ? d.reduce((a, x, k) => a + x * v[k], 0) : -1 })).sort((a, b) => b.s - a.s);
    const mean = all.reduce((a, x) => a + x.s, 0) / all.length;
    const sd = Math.sqrt(all.reduce((a, x) => a + (x.s - mean) ** 2, 0) / all.length);
    const z = (k: number) => ((all[k].s - mean) / sd).toFixed(2);
    const scored = all.slice(0, 6);
    console.log(q, 'z1', z(0), 'z5', z(4), 'mean', mean.toFixed(2), '→', scored.map((x) => `${festivals[x.i].name} [${festivals[x.i].category}] ${x.s.toFixed(2)}`).join(' | '));
  }
})();
