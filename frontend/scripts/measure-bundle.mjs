// Gzipped JS a first visit to "/" downloads: the entry chunk, the home route's split chunks and all their static imports.
// Usage: node scripts/measure-bundle.mjs (after `vite build` with build.manifest enabled); MEASURE_DIST=<folder> measures another build.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.env.MEASURE_DIST ?? new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const seen = new Set();
function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) walk(dep);
}
walk('index.html');
// The home route component is a lazily imported split chunk of src/routes/index.tsx.
for (const [key, chunk] of Object.entries(manifest)) {
  if (key.startsWith('src/routes/index.tsx?tsr-split')) walk(key);
  void chunk;
}
let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const gz = gzipSync(readFileSync(join(dist, file))).length;
  total += gz;
  rows.push([file, gz]);
}
rows.sort((a, b) => b[1] - a[1]).forEach(([f, gz]) => console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${f}`));
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JS for the home route (first load)`);
