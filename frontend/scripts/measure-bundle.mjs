// Gzipped JS a first visit to "/" downloads: the entry chunk, the home route's split chunks and all their static imports.
// Also proves the admin console stays out of it: bytes of admin modules (src/features/admin-*, src/lib/admin, src/components/admin)
// inside those chunks, from .vite/chunk-modules.json (written by scripts/chunk-modules-plugin.ts).
// Usage: node scripts/measure-bundle.mjs (after `vite build` with build.manifest enabled); MEASURE_DIST=<folder> measures another build.
// MEASURE_BUDGET_KB=<n> exits with code 3 when the total is over n KB (tests/gates/home-bundle.unit.spec.ts).
import { existsSync, readFileSync } from 'node:fs';
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
const homeFiles = [];
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  homeFiles.push(file);
  const gz = gzipSync(readFileSync(join(dist, file))).length;
  total += gz;
  rows.push([file, gz]);
}
rows.sort((a, b) => b[1] - a[1]).forEach(([f, gz]) => console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${f}`));
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JS for the home route (first load)`);
const budget = process.env.MEASURE_BUDGET_KB ? Number(process.env.MEASURE_BUDGET_KB) : null;
if (budget !== null && total / 1024 > budget) {
  console.error(`over budget: ${(total / 1024).toFixed(1)} KB > ${budget} KB`);
  process.exitCode = 3;
}

const modulesFile = join(dist, '.vite/chunk-modules.json');
if (existsSync(modulesFile)) {
  const chunks = JSON.parse(readFileSync(modulesFile, 'utf8'));
  const isAdminCode = (id) => /(^|\/)src\/(features\/admin-[^/]+|lib\/admin|components\/admin)\//.test(id);
  // The router's route tree always names every route; an admin route file keeps only its path and search
  // validation in the entry chunk (autoCodeSplitting moves components and loaders out).
  const isAdminRouteDefinition = (id) => /(^|\/)src\/routes\/_admin/.test(id) && !id.includes('tsr-split');
  let adminBytes = 0;
  let routeBytes = 0;
  const offenders = [];
  for (const file of homeFiles) {
    for (const [id, bytes] of Object.entries(chunks[file] ?? {})) {
      if (isAdminCode(id)) {
        adminBytes += bytes;
        offenders.push(`${id} (${bytes} B in ${file})`);
      } else if (isAdminRouteDefinition(id)) routeBytes += bytes;
    }
  }
  offenders.forEach((o) => console.log(`  admin module in home route: ${o}`));
  console.log(`admin code in home route: ${adminBytes} bytes (admin route definitions in the route tree: ${routeBytes} bytes unminified)`);
}
