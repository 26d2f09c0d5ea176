#!/usr/bin/env node
// `npm run check`: every gate a tool checks (docs/gates.md). All of them run, two at a time (one per core of a small
// machine: run one after another they took about three minutes of a cold CI run), and each one's output is printed
// whole when it ends, so one run shows every problem; the exit code is 1 if any failed.
import { spawn } from 'node:child_process';
import os from 'node:os';

// Longest first, so the two lanes end close together.
const GATES = ['typecheck', 'lint', 'format:check', 'depcruise'];
const LANES = Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(gate) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', gate], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => {
      console.log(`\n▶ npm run ${gate}${output.trim() ? `\n${output.trimEnd()}` : ''}`);
      resolve({ gate, ok: status === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const queue = [...GATES];
const results = [];
await Promise.all(
  Array.from({ length: LANES }, async () => {
    for (let gate = queue.shift(); gate; gate = queue.shift()) results.push(await run(gate));
  }),
);

console.log('\nGates:');
for (const gate of GATES) {
  const { ok, seconds } = results.find((r) => r.gate === gate);
  console.log(`  ${ok ? '✔' : '✖'} ${gate.padEnd(13)} ${seconds.toFixed(1)} s`);
}
const failed = GATES.filter((gate) => !results.find((r) => r.gate === gate).ok);
if (failed.length > 0) {
  console.log(`\n${failed.length} gate(s) failed: ${failed.join(', ')}`);
  process.exit(1);
}
