'use strict';
// `npm run bench:layers`: what each performance layer on the hot path buys (docs/decisions/0008-performance-layers.md).
// Imports N synthetic events once (CLI seed-synthetic, as `npm run bench`), then starts the built site once per
// configuration, each switching layers off with PERF_LAYERS_OFF (a setting for benchmarks only), and drives the same
// public scenarios with the main bench's closed-loop load generator (lib/load.js, 10 connections):
//   search (96 search URLs, repeated), searchDistinct (never repeated), smart (40 Smart Search URLs, repeated),
//   smartDistinct (never repeated), featured and regions (one URL each, repeated, 50 connections).
// Start-up to healthy is timed for every configuration, and once more with READ_MODEL_SNAPSHOT=false (full replay).
// The configurations run one after the other in one process, so their ratios are comparable on a shared machine.
// Env: BENCH_EVENTS (50000), BENCH_DURATION seconds per scenario (5), BENCH_REUSE=1 keeps the imported data in the
// temp folder (ff-bench-layers-N) and reuses it next time.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const proc = require('./lib/processes');
const cpu = require('./lib/cpu');
const { drive, round } = require('./lib/load');
const { siteNodeFlags } = require('./lib/site-node-flags');
const { searchPaths, distinctSearchPaths, smartPaths, distinctSmartPaths } = require('./lib/scenarios');

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'backend/dist');
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const REUSE = process.env.BENCH_REUSE === '1';

/** Each configuration: the layers it switches off. The first is the site as it ships. */
const CONFIGURATIONS = [
  { name: 'as shipped', off: [] },
  { name: 'no lean path', off: ['lean-path'] },
  { name: 'no response cache', off: ['response-cache'] },
  { name: 'no response cache, no revision cache', off: ['response-cache', 'revision-cache'] },
  { name: 'no response cache, no smart-search memo', off: ['response-cache', 'smart-search-memo'] },
  { name: 'no snapshot (start-up only)', off: [], env: { READ_MODEL_SNAPSHOT: 'false' }, startOnly: true },
];

const SCENARIOS = [
  { name: 'search', paths: searchPaths, connections: 10 },
  { name: 'searchDistinct', paths: distinctSearchPaths, connections: 10, neverRepeat: true },
  { name: 'smart', paths: smartPaths, connections: 10 },
  { name: 'smartDistinct', paths: distinctSmartPaths, connections: 10, neverRepeat: true },
  { name: 'featured', paths: () => ['/api/events/featured'], connections: 50 },
  { name: 'regions', paths: () => ['/api/events/regions'], connections: 50 },
];

const log = (msg) => console.log(`[bench:layers ${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function main() {
  if (!fs.existsSync(path.join(DIST, 'src/main.js'))) throw new Error('backend/dist/src/main.js is missing: run `npm run build -w backend` first');
  const dataDir = REUSE ? path.join(os.tmpdir(), `ff-bench-layers-${EVENTS}`) : fs.mkdtempSync(path.join(os.tmpdir(), `ff-bench-layers-${EVENTS}-`));
  const logs = path.join(dataDir, 'logs');
  fs.mkdirSync(logs, { recursive: true });
  const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(await proc.freePort()), LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const result = { events: EVENTS, durationSec: DURATION, machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model }, configurations: [] };
  try {
    if (REUSE && fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))) log(`reusing ${dataDir}`);
    else {
      log(`importing ${EVENTS} synthetic events (CLI seed-synthetic)…`);
      await proc.runNode([path.join(DIST, 'src/cli.js'), 'seed-synthetic', String(EVENTS)], { cwd: ROOT, env, logFile: path.join(logs, 'import.log') });
      await proc.stopStrayPostgres(dataDir);
    }
    for (const configuration of CONFIGURATIONS) result.configurations.push(await measure(configuration, env, dataDir, logs));
  } finally {
    await proc.stopStrayPostgres(dataDir);
    if (!REUSE) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/results.layers.json'), JSON.stringify(result, null, 2));
  fs.writeFileSync(path.join(ROOT, 'bench/results.layers.md'), table(result));
  console.log(`\n${table(result)}`);
  log('written: bench/results.layers.json and .md');
}

/** Starts the site with the configuration's layers off, times start-up, drives every scenario, stops it. */
async function measure({ name, off, env: extra = {}, startOnly = false }, env, dataDir, logs) {
  const port = await proc.freePort();
  const origin = `http://127.0.0.1:${port}`;
  const since = performance.now();
  const site = proc.spawnNode([path.join(DIST, 'src/main.js')], {
    cwd: ROOT,
    env: { ...env, ...extra, PERF_LAYERS_OFF: off.join(','), PORT: String(port), HOST: '127.0.0.1' },
    logFile: path.join(logs, `site-${off.join('+') || 'shipped'}.log`),
    nodeFlags: siteNodeFlags(),
  });
  const out = { name, off, startupMs: 0, scenarios: {} };
  try {
    out.startupMs = round(await proc.waitFor200(`${origin}/api/health`, { since, handle: site }), 0);
    log(`${name}: healthy after ${out.startupMs} ms`);
    if (startOnly) return out;
    for (const scenario of SCENARIOS) {
      const paths = scenario.paths();
      // Unmeasured warm-up on paths the measured window does not ask when it must never repeat one.
      const warm = scenario.neverRepeat ? paths.slice(0, 1000) : paths;
      await drive({ origin, paths: warm, connections: scenario.connections, amount: Math.min(warm.length * 3, 2000) });
      const meter = cpu.start({ sitePid: site.pid, dataDir });
      const figure = await drive({
        origin,
        paths: scenario.neverRepeat ? paths.slice(1000) : paths,
        connections: scenario.connections,
        durationSec: DURATION,
        neverRepeat: Boolean(scenario.neverRepeat),
      });
      const used = meter.end();
      out.scenarios[scenario.name] = {
        p50: figure.latencyMs.p50,
        p95: figure.latencyMs.p95,
        reqPerSec: figure.reqPerSec,
        non2xx: figure.non2xx,
        serverCpuUsPerRequest: round((used.siteMs * 1000) / (figure.requests || 1), 0),
        loadAverage1m: round(os.loadavg()[0], 2),
      };
      const s = out.scenarios[scenario.name];
      log(`  ${scenario.name}: p50 ${s.p50} ms, p95 ${s.p95} ms, ${s.reqPerSec} req/s, ${s.serverCpuUsPerRequest} µs CPU/req, non-2xx ${s.non2xx}`);
    }
    return out;
  } finally {
    await proc.stop(site);
  }
}

function table(result) {
  const names = SCENARIOS.map((s) => s.name);
  const lines = [
    `${result.events} events, ${result.durationSec} s per scenario; each cell: p95 ms / req/s / server µs CPU per request`,
    '',
    `| configuration | start-up | ${names.join(' | ')} |`,
    `|---|---|${names.map(() => '---').join('|')}|`,
  ];
  for (const c of result.configurations) {
    const cells = names.map((n) => (c.scenarios[n] ? `${c.scenarios[n].p95} / ${c.scenarios[n].reqPerSec} / ${c.scenarios[n].serverCpuUsPerRequest}` : '—'));
    lines.push(`| ${c.name} | ${(c.startupMs / 1000).toFixed(2)} s | ${cells.join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
}

main().catch((error) => {
  console.error(error);
  proc.stopAllSync();
  process.exit(1);
});
