'use strict';
// `npm run bench:partner`: the partner API (issue 30.3) with 50,000 events stored (embedded mode, on this machine).
// Imports N synthetic events through the real commands (CLI seed-synthetic), starts the built site, signs in as the
// first owner and issues partner keys over HTTP, then measures:
//   - fullSync: one client walks GET /api/v1/events from the start to the end of the log (limit=500), page by page,
//     as a new partner's first sync does; latency of each page;
//   - changesPages: 10 connections ask pages (limit=100) at cursors spread over the whole log: mid-sync pages,
//     each computed (the log read and the events folded);
//   - headPolling: 10 connections poll the head cursor, categories and regions, as synced partners do.
// Keys are used round-robin so the per-key limit (10,000 a minute at most) is not what is measured.
// Env: BENCH_EVENTS (50000), BENCH_DURATION seconds per scenario (10), BENCH_REUSE=1 keeps the imported data folder.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const proc = require('./lib/processes');
const { drive, round } = require('./lib/load');
const { siteNodeFlags } = require('./lib/site-node-flags');

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'backend/dist');
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const REUSE = process.env.BENCH_REUSE === '1';
const USER = 'bench-owner';
const PASSWORD = 'bench-owner-Passphrase-2026!';
const KEYS = 20;

const log = (msg) => console.log(`[bench:partner ${new Date().toISOString().slice(11, 19)}] ${msg}`);

function summary(ms) {
  const sorted = Float64Array.from(ms).sort();
  const at = (p) => round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))], 1);
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: round(sorted[sorted.length - 1], 1) };
}

async function issueKeys(base, count) {
  const status = await fetch(`${base}/api/admin/status`);
  const preLogin = status.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = await status.json();
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie: preLogin, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ username: USER, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => /ff_admin=/.test(c));
  const session = await login.json();
  const keys = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}/api/admin/partner-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie, 'x-csrf-token': session.csrfToken },
      body: JSON.stringify({ name: `bench partner ${i}`, requestsPerMinute: 10_000 }),
    });
    if (res.status !== 201) throw new Error(`issue key: ${res.status} ${await res.text()}`);
    keys.push((await res.json()).key);
  }
  return keys;
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'src/main.js'))) throw new Error('backend/dist/src/main.js is missing: run `npm run build -w backend` first');
  const dataDir = REUSE ? path.join(os.tmpdir(), `ff-bench-partner-${EVENTS}`) : fs.mkdtempSync(path.join(os.tmpdir(), `ff-bench-partner-${EVENTS}-`));
  const logs = path.join(dataDir, 'logs');
  fs.mkdirSync(logs, { recursive: true });
  const pgPort = await proc.freePort();
  // The first owner is created on the empty database (by the import), so it carries our name and password from the start.
  const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort), LOG_LEVEL: 'warn', NODE_ENV: 'production', ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD };
  const result = { events: EVENTS, durationSec: DURATION, machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model }, scenarios: {} };
  let site;
  try {
    if (REUSE && fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))) log(`reusing ${dataDir}`);
    else {
      log(`importing ${EVENTS} synthetic events (CLI seed-synthetic)…`);
      const t = performance.now();
      await proc.runNode([path.join(DIST, 'src/cli.js'), 'seed-synthetic', String(EVENTS)], { cwd: ROOT, env, logFile: path.join(logs, 'import.log') });
      log(`imported in ${((performance.now() - t) / 1000).toFixed(0)} s`);
      await proc.stopStrayPostgres(dataDir);
    }
    const port = await proc.freePort();
    const origin = `http://127.0.0.1:${port}`;
    const since = performance.now();
    site = proc.spawnNode([path.join(DIST, 'src/main.js')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      logFile: path.join(logs, 'site.log'),
      nodeFlags: siteNodeFlags(),
    });
    await proc.waitFor200(`${origin}/api/health`, { since, handle: site });
    const keys = await issueKeys(origin, KEYS);
    let k = 0;
    const withKey = (p) => ({ path: p, headers: { 'x-api-key': keys[k++ % keys.length] } });

    // fullSync: one client, from the start to the end of the log.
    const pageMs = [];
    let cursor = null;
    let items = 0;
    let tombstones = 0;
    const started = performance.now();
    for (;;) {
      const t = performance.now();
      const res = await fetch(`${origin}/api/v1/events?limit=500${cursor ? `&cursor=${cursor}` : ''}`, { headers: withKey('').headers });
      const page = await res.json();
      pageMs.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`sync page: ${res.status} ${JSON.stringify(page)}`);
      items += page.items.length;
      tombstones += page.items.filter((i) => i.change === 'removed').length;
      cursor = page.nextCursor;
      if (!page.hasMore) break;
    }
    result.scenarios.fullSync = { pages: pageMs.length, items, tombstones, seconds: round((performance.now() - started) / 1000, 1), latencyMs: summary(pageMs) };
    log(`fullSync: ${pageMs.length} pages, ${items} items (${tombstones} tombstones) in ${result.scenarios.fullSync.seconds} s; page ${JSON.stringify(summary(pageMs))} ms`);
    const head = Number(cursor);

    const scenario = async (name, paths) => {
      await drive({ origin, paths, connections: 10, amount: Math.min(paths.length, 500), headersFor: (p) => withKey(p).headers }); // warm-up
      const figure = await drive({ origin, paths, connections: 10, durationSec: DURATION, headersFor: (p) => withKey(p).headers });
      result.scenarios[name] = figure;
      const l = figure.latencyMs;
      log(`${name}: p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, ${figure.reqPerSec} req/s, non-2xx ${figure.non2xx}`);
    };
    const spread = Array.from({ length: 2000 }, (_, i) => `/api/v1/events?limit=100&cursor=${Math.floor((head * i) / 2000)}`);
    await scenario('changesPages', spread);
    await scenario('headPolling', [`/api/v1/events?cursor=${head}`, '/api/v1/categories', '/api/v1/regions']);
  } finally {
    if (site) await proc.stop(site);
    await proc.stopStrayPostgres(dataDir);
    if (!REUSE && !process.env.BENCH_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/results.partner-api.json'), JSON.stringify(result, null, 2));
  log('written: bench/results.partner-api.json');
}

main().catch((error) => {
  console.error(error);
  proc.stopAllSync();
  process.exit(1);
});
