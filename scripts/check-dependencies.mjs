#!/usr/bin/env node
// `npm run depcruise`: the dependency rules of .dependency-cruiser.cjs, plus one rule dependency-cruiser cannot
// express: no cycle between backend modules (A imports B imports A, over any files of theirs). Its own `circular`
// check finds file cycles only; module cycles are found here on the same import graph.
// Usage: node scripts/check-dependencies.mjs [--base-dir DIR] [paths...]   (exit code 1 on any violation)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'dependency-cruiser';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_PATHS = ['backend/src', 'backend/migrations', 'frontend/src', 'tests/e2e', 'tests/compose'];
const MODULE = /^backend\/src\/modules\/([^/]+)\//;
/** Tests may compose several modules (a harness boots the app); the cycle rule is about production code. */
const TEST_CODE = /\.spec\.ts$|\/testing\//;

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base-dir');
const baseDir = baseIndex >= 0 ? path.resolve(args.splice(baseIndex, 2)[1]) : ROOT;
const paths = args.length > 0 ? args : DEFAULT_PATHS.filter((p) => existsSync(path.join(baseDir, p)));

const cli = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const run = spawnSync(process.execPath, [cli, '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json', ...paths], {
  cwd: baseDir,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if (!run.stdout.trim().startsWith('{')) {
  process.stderr.write(run.stderr || run.stdout);
  process.exit(2);
}
const result = JSON.parse(run.stdout);

const report = await format(result, { outputType: 'err-long' });
process.stdout.write(report.output);

const cycles = moduleCycles(result.modules);
for (const cycle of cycles) {
  console.log(`\n  error no-module-cycles: ${cycle.modules.join(' ⇄ ')}`);
  for (const edge of cycle.edges) console.log(`    ${edge}`);
}
if (cycles.length > 0) {
  console.log('\n    Modules form no cycle: break it with a port, a contract or an event (docs/gates.md).');
  console.log(`\nx ${cycles.length} module cycle(s).`);
} else {
  console.log('✔ no cycles between backend modules');
}
process.exit(result.summary.error > 0 || cycles.length > 0 ? 1 : 0);

/** Strongly connected groups of two or more modules, each with one example import per module pair. */
function moduleCycles(modules) {
  const edges = new Map(); // "a b" -> example "file → file"
  const graph = new Map();
  for (const mod of modules) {
    const from = MODULE.exec(mod.source)?.[1];
    if (!from || TEST_CODE.test(mod.source)) continue;
    for (const dep of mod.dependencies) {
      const to = MODULE.exec(dep.resolved)?.[1];
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
      if (!edges.has(`${from} ${to}`)) edges.set(`${from} ${to}`, `${mod.source} → ${dep.resolved}`);
    }
  }
  return stronglyConnected(graph)
    .filter((group) => group.length > 1)
    .map((group) => ({
      modules: group.sort(),
      edges: [...edges].filter(([pair]) => group.includes(pair.split(' ')[0]) && group.includes(pair.split(' ')[1])).map(([, example]) => example),
    }));
}

/** Tarjan's algorithm. */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}
