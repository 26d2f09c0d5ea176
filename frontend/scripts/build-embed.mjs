// Builds the embeddable web component (src/features/embed/element) into dist/embed/events.js, the static file the
// backend serves at /embed/events.js (docs/embeds.md). Runs after `vite build` (which empties dist).
// Prints the gzipped size; EMBED_BUDGET_KB=<n> exits with code 3 above n (tests/gates/embed-bundle.unit.spec.ts).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const entry = process.env.EMBED_ENTRY ?? new URL('../src/features/embed/element/festival-finder-events.ts', import.meta.url).pathname;
const outfile = process.env.EMBED_OUTFILE ?? new URL('../dist/embed/events.js', import.meta.url).pathname;

await build({ entryPoints: [entry], outfile, bundle: true, minify: true, format: 'iife', target: 'es2019', legalComments: 'none', logLevel: 'warning' });
const bytes = readFileSync(outfile);
const kb = gzipSync(bytes, { level: 9 }).length / 1024;
console.log(`${kb.toFixed(2)} KB gzipped embed (${(bytes.length / 1024).toFixed(2)} KB raw): ${outfile}`);
const budget = Number(process.env.EMBED_BUDGET_KB);
if (budget && kb > budget) {
  console.error(`embed over budget: ${kb.toFixed(2)} KB > ${budget} KB gzipped`);
  process.exit(3);
}
