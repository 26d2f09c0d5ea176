'use strict';
// `npm run bench:import`: the bulk-import figure of issue 9 on its own. For each size, a fresh temp DATA_DIR
// (embedded PostgreSQL) and `cli.js seed-synthetic N` timed from spawn to exit, exactly as step 1 of
// `npm run bench` times it (boot, migrations and the real catalogue included), then the rows are counted.
//
// BENCH_VISIBLE=1 starts the site on the data folder first and also times "imported and visible": from the CLI's
// start until the site's public search counts every imported event (event log → relay → projector → read model).
//
// Env: BENCH_SIZES (default "50000"), BENCH_KEEP_DATA=1 keeps the temp data folders,
//      BENCH_PROFILE=1 writes a CPU profile of the CLI to bench/results.profiles/, BENCH_CHUNK=N records per
//      transaction, BENCH_BUILD (see below).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');
const proc = require('./lib/processes');
const { siteNodeFlags } = require('./lib/site-node-flags');

const ROOT = path.resolve(__dirname, '../..');
// BENCH_BUILD: another build folder (e.g. a snapshot of the build before a change) instead of backend/dist.
const BUILD = path.resolve(ROOT, process.env.BENCH_BUILD ?? 'backend/dist');
const CLI = path.join(BUILD, 'src/cli.js');
const OUT = path.join(ROOT, 'bench');
const LOGS = path.join(OUT, 'results.logs');
const PROFILES = path.join(OUT, 'results.profiles');
const VISIBLE = process.env.BENCH_VISIBLE === '1';
const CHUNK = process.env.BENCH_CHUNK; // records per ImportEventsCommand (the CLI's --chunk; default 1,000)
const SIZES = (process.env.BENCH_SIZES ?? '50000').split(',').map((s) => Number(s.trim())).filter((n) => n > 0);

const log = (msg) => console.log(`[bench:import ${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function importOnce(size) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ff-bench-import-${size}-`));
  const pgPort = await proc.freePort();
  const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort), LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const nodeFlags = process.env.BENCH_PROFILE === '1' ? ['--cpu-prof', `--cpu-prof-dir=${PROFILES}`] : [];
  let site = null;
  try {
    if (VISIBLE) site = await startSite(env, size);
    const before = site ? await upcomingCount(site.origin) : 0;
    const t = performance.now();
    await proc.runNode([CLI, 'seed-synthetic', String(size), ...(CHUNK ? ['--chunk', CHUNK] : [])], { cwd: ROOT, env, nodeFlags, logFile: path.join(LOGS, `import-only-${size}.log`) });
    const ms = performance.now() - t;
    const out = { events: size, ms: Math.round(ms), eventsPerSec: Math.round((size / ms) * 1000) };
    if (site) {
      // Every synthetic event is published and upcoming, so the public count grows by exactly `size`.
      while ((await upcomingCount(site.origin)) < before + size) {
        if (performance.now() - t > 600_000) throw new Error('imported events not all visible after 10 minutes');
        await proc.sleep(50);
      }
      const visibleMs = performance.now() - t;
      Object.assign(out, { visibleMs: Math.round(visibleMs), visibleEventsPerSec: Math.round((size / visibleMs) * 1000) });
      await proc.stop(site.handle);
      site = null;
    }
    await proc.stopStrayPostgres(dataDir);
    return { ...out, ...(await countRows(dataDir, pgPort)) };
  } finally {
    if (site) await proc.stop(site.handle);
    await proc.stopStrayPostgres(dataDir);
    if (process.env.BENCH_KEEP_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function startSite(env, size) {
  const port = await proc.freePort();
  const origin = `http://127.0.0.1:${port}`;
  const handle = proc.spawnNode([path.join(BUILD, 'src/main.js')], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    logFile: path.join(LOGS, `import-site-${size}.log`),
    nodeFlags: siteNodeFlags(),
  });
  await proc.waitFor200(`${origin}/api/health`, { since: performance.now(), handle });
  return { handle, origin };
}

async function upcomingCount(origin) {
  const res = await proc.get(`${origin}/api/events/search?limit=1`);
  return Number(res.headers['x-total-count']);
}

/** Starts the data folder's PostgreSQL again (the build's embedded starter) and counts what the import stored. */
async function countRows(dataDir, pgPort) {
  const { startEmbeddedPostgres } = require(path.join(BUILD, 'src/platform/database/embedded-postgres.js'));
  const pg = await startEmbeddedPostgres(dataDir, pgPort);
  const client = new Client({ connectionString: pg.url });
  try {
    await client.connect();
    const { rows } = await client.query(
      `SELECT (SELECT count(*)::int FROM events) AS "eventRows", (SELECT count(*)::int FROM event_log WHERE stream_type = 'event') AS "eventLogRows"`,
    );
    return rows[0];
  } finally {
    await client.end().catch(() => undefined);
    await pg.stop();
  }
}

async function main() {
  if (!fs.existsSync(CLI)) throw new Error('backend/dist/src/cli.js is missing: run `npm run build -w backend` first');
  fs.mkdirSync(LOGS, { recursive: true });
  if (process.env.BENCH_PROFILE === '1') fs.mkdirSync(PROFILES, { recursive: true });
  for (const size of SIZES) {
    log(`importing ${size.toLocaleString('en-GB')} synthetic events (CLI seed-synthetic, fresh embedded database)…`);
    const r = await importOnce(size);
    const visible = r.visibleMs === undefined ? '' : ` | all visible on the site after ${(r.visibleMs / 1000).toFixed(1)} s = ${r.visibleEventsPerSec} events/s`;
    const rows = r.eventRows === undefined ? '' : ` | events rows ${r.eventRows}, event_log rows ${r.eventLogRows}`;
    log(`${r.events} events imported in ${(r.ms / 1000).toFixed(1)} s = ${r.eventsPerSec} events/s${visible}${rows} | load ${os.loadavg()[0].toFixed(2)}`);
  }
}

process.on('SIGINT', () => proc.stopAll().then(() => process.exit(130)));
main().catch(async (error) => {
  console.error(error);
  await proc.stopAll();
  process.exit(1);
});
