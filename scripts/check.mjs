#!/usr/bin/env node
// `npm run check`: every gate a tool checks (docs/gates.md), cheapest first. All of them run even when one fails,
// so one run shows every problem; the exit code is 1 if any failed.
import { spawnSync } from 'node:child_process';

const GATES = ['lint', 'format:check', 'depcruise', 'typecheck'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const results = GATES.map((gate) => {
  const started = Date.now();
  console.log(`\n▶ npm run ${gate}`);
  const { status } = spawnSync(npm, ['run', '--silent', gate], { stdio: 'inherit' });
  return { gate, ok: status === 0, seconds: (Date.now() - started) / 1000 };
});

console.log('\nGates:');
for (const { gate, ok, seconds } of results) console.log(`  ${ok ? '✔' : '✖'} ${gate.padEnd(13)} ${seconds.toFixed(1)} s`);
const failed = results.filter((r) => !r.ok).map((r) => r.gate);
if (failed.length > 0) {
  console.log(`\n${failed.length} gate(s) failed: ${failed.join(', ')}`);
  process.exit(1);
}
