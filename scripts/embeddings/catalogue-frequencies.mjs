#!/usr/bin/env node
// Writes the seed catalogue's document frequencies (in how many of its festivals each word appears, over name,
// category, tags, description and place) for the local embedding provider's IDF weights:
//   node scripts/embeddings/catalogue-frequencies.mjs
// The tokeniser is the one of backend/src/modules/embeddings/domain/words.ts (same pattern).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const festivals = JSON.parse(readFileSync(path.join(ROOT, 'backend/src/modules/seed/data/uk-festivals.json'), 'utf8'));
const WORD = /[a-z]+(?:['-][a-z]+)*/g;
const df = {};
for (const f of festivals) {
  const text = [
    f.name,
    f.category.replace(/-/g, ' '),
    ...f.tags.map((t) => t.replace(/-/g, ' ')),
    f.description,
    f.venue,
    f.city,
    f.region.replace(/-/g, ' '),
  ].join(' ');
  const words = new Set(
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[’`´]/g, "'")
      .match(WORD) ?? [],
  );
  for (const w of words) df[w] = (df[w] ?? 0) + 1;
}
const sorted = Object.fromEntries(Object.entries(df).sort(([a], [b]) => (a < b ? -1 : 1)));
const out = path.join(ROOT, 'backend/src/modules/embeddings/infrastructure/local/catalogue-word-frequencies.json');
writeFileSync(out, `${JSON.stringify({ documents: festivals.length, df: sorted }, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} words over ${festivals.length} festivals → ${path.relative(ROOT, out)}`);
