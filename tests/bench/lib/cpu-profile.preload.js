'use strict';
// Preloaded into the site (`node -r`) when BENCH_PROFILE=1. The benchmark sends SIGWINCH to start a
// CPU profile and SIGWINCH again to write it to BENCH_PROFILE_DIR/site-<n>.cpuprofile (open it in
// Chrome DevTools, or run lib/profile-summary.js). SIGWINCH because Nest's shutdown hooks own SIGUSR2.
const fs = require('node:fs');
const path = require('node:path');
const inspector = require('node:inspector');

const dir = process.env.BENCH_PROFILE_DIR;
const session = new inspector.Session();
session.connect();
let running = false;
let n = 0;

function begin() {
  running = true;
  session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')));
}

// Profile #1 is the start-up: from here until the benchmark has seen the first healthy answer.
begin();

process.on('SIGWINCH', () => {
  if (!running) return begin();
  session.post('Profiler.stop', (err, result) => {
    running = false;
    if (!err) fs.writeFileSync(path.join(dir, `${process.env.BENCH_PROFILE_NAME ?? 'site'}-${++n}.cpuprofile`), JSON.stringify(result.profile));
  });
});
