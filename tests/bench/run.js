'use strict';
// `npm run bench`: the performance figures of issue 2 ("Tests and benchmark"), in embedded mode, and of issue 25
// part 4 in distributed mode (PostgreSQL server, Kafka, Elasticsearch; BENCH_MODES, lib/modes.js).
// For each size and mode: import N synthetic events through the real commands (CLI), start the site and time
// the first healthy answer, drive the public API (lib/load.js), time 1,000 writes from command to
// visible, and answer the same searches straight from PostgreSQL for comparison.
// Writes bench/results.json and bench/results.md (bench/ is gitignored) and prints the table.
//
// Env: BENCH_SIZES (default "10000,50000"), BENCH_DURATION seconds per scenario (10),
//      BENCH_LAG_WRITES (1000), BENCH_KEEP_DATA=1 keeps the temp data folders,
//      BENCH_CLIENT (keep-alive, or autocannon as up to stop 20),
//      BENCH_PROFILE=1 writes a CPU profile of the site per scenario to bench/profiles/,
//      BENCH_MODES (embedded; "embedded,distributed" runs both, per size), BENCH_POSTGRES_URL (distributed).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');
const proc = require('./lib/processes');
const { siteNodeFlags } = require('./lib/site-node-flags');
const { drive, summarise, round, CLIENT } = require('./lib/load');
const cpu = require('./lib/cpu');
const { searchParams, searchPaths, distinctSearchPaths, warmUpSearchPaths, smartPaths, distinctSmartPaths, warmUpSmartPaths, toQuery, TIME_FILTERS } = require('./lib/scenarios');
const report = require('./lib/report');
const modes = require('./lib/modes');

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'backend/dist');
const OUT = path.join(ROOT, 'bench');
// Everything the run writes matches the `bench/results.*` ignore rule.
const DIST = path.join(OUT, 'results.dist'); // a snapshot of the build: others may rebuild during the run
const LOGS = path.join(OUT, 'results.logs');
const PROFILES = path.join(OUT, 'results.profiles');
const SIZES = (process.env.BENCH_SIZES ?? '10000,50000').split(',').map((s) => Number(s.trim())).filter((n) => n > 0);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const LAG_WRITES = Number(process.env.BENCH_LAG_WRITES ?? 1000);
const PROFILE = process.env.BENCH_PROFILE === '1';
const REUSE = process.env.BENCH_REUSE === '1';
const SNAPSHOT_IDLE = process.env.BENCH_SNAPSHOT_IDLE ?? '2';
const CRASH_WRITES = Number(process.env.BENCH_CRASH_WRITES ?? 200);
const MODES = modes.parseModes();
const RUN_ID = modes.newRunId();
const dataDirs = [];
const preparedModes = []; // torn down at the end (distributed: the database, topic and indices)
let interrupted = false;

const log = (msg) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function main() {
  if (process.env.BENCH_NICE) os.setPriority(0, Number(process.env.BENCH_NICE)); // the load generator too
  if (!fs.existsSync(path.join(BUILD, 'src/main.js'))) throw new Error('backend/dist/src/main.js is missing: run `npm run build -w backend` first');
  // Same depth as backend/dist, so the build's relative paths (../../frontend/dist) still resolve.
  fs.rmSync(DIST, { recursive: true, force: true });
  fs.cpSync(BUILD, DIST, { recursive: true });
  fs.rmSync(LOGS, { recursive: true, force: true });
  fs.mkdirSync(LOGS, { recursive: true });
  if (PROFILE) fs.mkdirSync(PROFILES, { recursive: true });
  const results = {
    startedAt: new Date().toISOString(),
    machine: machine(),
    build: build(),
    config: { sizes: SIZES, modes: MODES, durationSec: DURATION, client: CLIENT, lagWrites: LAG_WRITES, searchMix: searchParams().length, smartQueries: smartPaths().length, smartDistinctQueries: distinctSmartPaths().length, searchDistinctUrls: distinctSearchPaths().length },
    targets: { embedded: report.TARGETS, distributed: report.DISTRIBUTED_TARGETS },
    sizes: [],
    notes: [],
  };
  for (const size of SIZES) {
    for (const modeName of MODES) {
      if (interrupted) break;
      const started = Date.now();
      log(`=== ${size.toLocaleString('en-GB')} events, ${modeName} ===`);
      try {
        results.sizes.push(await benchSize(size, modeName, results));
      } catch (error) {
        log(`size ${size} (${modeName}) failed: ${error.stack ?? error}`);
        results.sizes.push({ mode: modeName, events: size, error: String(error.message ?? error) });
      } finally {
        await proc.stopAll();
        await teardownModes();
      }
      log(`${size} ${modeName} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  }
  if (interrupted) {
    log('interrupted: no results written');
    return;
  }
  results.finishedAt = new Date().toISOString();
  results.notes.push(...notes(results));
  fs.writeFileSync(path.join(OUT, 'results.json'), JSON.stringify(results, null, 2));
  fs.writeFileSync(path.join(OUT, 'results.md'), report.markdown(results));
  console.log(`\n${report.text(results)}\n`);
  for (const n of results.notes) console.log(`- ${n}`);
  console.log(`\nwritten: ${path.relative(ROOT, path.join(OUT, 'results.json'))}, ${path.relative(ROOT, path.join(OUT, 'results.md'))}`);
  if (results.sizes.some((s) => s.error)) process.exitCode ||= 1;
}

async function benchSize(size, modeName, results) {
  const embedded = modeName === 'embedded';
  // BENCH_REUSE=1 (embedded) keeps one imported data folder per size in the temp folder and skips the import next time.
  const reuseDir = path.join(os.tmpdir(), `ff-bench-reuse-${size}`);
  const reuse = embedded && REUSE && fs.existsSync(path.join(reuseDir, 'postgres', 'PG_VERSION'));
  const dataDir = embedded && REUSE ? reuseDir : fs.mkdtempSync(path.join(os.tmpdir(), `ff-bench-${modeName}-${size}-`));
  fs.mkdirSync(dataDir, { recursive: true });
  dataDirs.push(dataDir);
  const mode = await modes.prepare(modeName, { size, dataDir, runId: RUN_ID, snapshotIdle: SNAPSHOT_IDLE, log });
  preparedModes.push(mode);
  const env = mode.env;
  // Log and profile names: the embedded ones as before, the distributed ones with the mode.
  const key = embedded ? String(size) : `${modeName}-${size}`;
  const out = { mode: modeName, events: size, dataDir };

  // 1. Import through the real commands.
  let site;
  if (reuse) {
    out.import = { events: size, reused: dataDir };
    log(`reusing the data imported earlier in ${dataDir}`);
    // What the import leaves: a snapshot at the end of the log (the CLI builds it when the import adds nothing).
    await proc.runNode([path.join(DIST, 'src/cli.js'), 'import-events', emptyImportFile()], { cwd: ROOT, env, logFile: path.join(LOGS, `import-${key}.log`) });
    await mode.afterStop();
  } else if (embedded) {
    // With the site stopped; the CLI then writes the index snapshot.
    log(`importing ${size} synthetic events (CLI seed-synthetic)…`);
    const t = performance.now();
    await proc.runNode([path.join(DIST, 'src/cli.js'), 'seed-synthetic', String(size)], { cwd: ROOT, env, logFile: path.join(LOGS, `import-${key}.log`) });
    const totalMs = performance.now() - t;
    // The CLI then builds the index snapshot; the import rate is judged without that step, shown beside it.
    const snapshotMs = importedSnapshotMs(path.join(LOGS, `import-${key}.log`));
    const importMs = totalMs - snapshotMs;
    out.import = report.judge('import', { events: size, ms: round(importMs, 0), snapshotMs, eventsPerSec: round((size / importMs) * 1000, 0) });
    await mode.afterStop();
    log(`imported in ${(importMs / 1000).toFixed(1)} s, then the index snapshot in ${(snapshotMs / 1000).toFixed(1)} s`);
  } else {
    out.import = await importWhileSiteRuns(size, key, mode);
  }

  // 2. Start-up with N events stored, just after the import (embedded: from the snapshot the import wrote).
  site = await startSite(key, env, 'first', mode);
  out.startup = report.judge('startup', { ms: round(site.startupMs, 0), cpu: site.cpu, from: startedFrom(site, mode, 'first') }, modeName);
  log(`start-up after the import to healthy: ${site.startupMs.toFixed(0)} ms (${out.startup.from}) | cpu ms: server ${site.cpu.siteMs} pg ${site.cpu.postgresMs} other ${site.cpu.otherMs}`);
  const databaseUrl = mode.databaseUrl();
  out.stored = await storedCounts(databaseUrl);
  results.machine.postgres ??= out.stored.postgres;
  out.postgres = `${out.stored.postgres} (${mode.postgresDescription})`;

  try {
    const origin = site.origin;
    // Warm-up and sanity: every path answers once before it is measured.
    const sanity = await warmUp(origin);
    out.sanity = sanity;
    out.scenarios = {};
    const scenario = async (name, paths, connections, neverRepeat = false, warmUpPaths = []) => {
      if (warmUpPaths.length) {
        // Computed answers are measured on a site that has answered other such queries before, as a running site has:
        // without this, the first seconds of the window measured the code's first compilation, not the search.
        log(`${name}: warm-up with ${warmUpPaths.length} other distinct URLs, each asked once…`);
        await drive({ origin, paths: warmUpPaths, connections, amount: warmUpPaths.length });
      }
      log(`${modeName} ${name}: ${paths.length} paths, ${connections} connections, ${DURATION} s…`);
      if (PROFILE) process.kill(site.handle.pid, 'SIGWINCH');
      const figure = await measured({ origin, paths, connections, pid: site.handle.pid, metricsOrigin: site.metricsOrigin, mode, neverRepeat });
      if (PROFILE) await saveProfile(site, `${key}-${name}`);
      out.scenarios[name] = report.judge(name, figure, modeName);
      logFigure(figure);
      await proc.sleep(500);
    };
    await scenario('search', searchPaths(), 10);
    await scenario('searchDistinct', distinctSearchPaths(), 10, true, warmUpSearchPaths());
    if (sanity.smartStatus === 200) {
      await scenario('smart', smartPaths(), 10);
      await scenario('smartDistinct', distinctSmartPaths(), 10, true, warmUpSmartPaths());
    } else {
      out.scenarios.smart = { measured: false, reason: `GET /api/events/search/smart answered ${sanity.smartStatus}` };
    }
    await scenario('featured', ['/api/events/featured'], 50);
    await scenario('regions', ['/api/events/regions'], 50);
    await scenario('timeFilters', ['/api/events/time-filters'], 50);
    out.siteRssMb = rssMb(site.handle.pid);
    await calibrate(key, origin, mode, out);

    // 3. Command-to-visible lag (distributed: relay → Kafka → projector → Elasticsearch).
    log(`command-to-visible lag: ${LAG_WRITES} writes…`);
    try {
      out.lag = await measureLag(key, env, databaseUrl, origin, modeName);
      log(`  p50 ${out.lag.p50} ms, p95 ${out.lag.p95} ms, p99 ${out.lag.p99} ms, lost ${out.lag.lost}`);
    } catch (error) {
      out.lagError = String(error.message ?? error);
      log(`  lag failed: ${out.lagError}`);
    }

    // 4. The same searches straight from PostgreSQL.
    await sqlBaseline(key, databaseUrl, out, mode);

    // 5. A crash (embedded): once the site has saved its periodic snapshot (idle after the lag's writes), more
    //    writes follow and the site is killed (SIGKILL) before it could save again.
    if (embedded) out.crash = await crashAfterPeriodicSnapshot(key, env, databaseUrl, site);
  } finally {
    const t0 = performance.now();
    await proc.stop(site.handle);
    out.shutdownMs = round(performance.now() - t0, 0);
    await mode.afterStop();
  }

  if (embedded) {
    // Restart after the kill -9: the last periodic snapshot, then catch-up from the event log.
    site = await startSite(key, env, 'after-kill', mode);
    out.restart = report.judge('startup', { ms: round(site.startupMs, 0), cpu: site.cpu, from: startedFrom(site, mode), afterKill: true });
    log(`restart after kill -9 to healthy: ${site.startupMs.toFixed(0)} ms (${out.restart.from}) | cpu ms: server ${site.cpu.siteMs} pg ${site.cpu.postgresMs} other ${site.cpu.otherMs}`);
    await proc.stop(site.handle);
    await mode.afterStop();
    // A cold start: no snapshot at all (a fresh data folder pointed at this database): the whole log is replayed.
    fs.rmSync(path.join(dataDir, 'read-model'), { recursive: true, force: true });
  } else {
    out.restart = { notApplicable: 'n/a (Elasticsearch holds the read model)' };
    // The read model emptied (indices dropped): the site replays the whole log into a new index before it is healthy.
    await mode.dropReadModel();
  }
  try {
    site = await startSite(key, env, 'cold', mode);
  } catch (error) {
    // Everything above is kept: the row says why the cold start failed (e.g. the site's catch-up time limit).
    out.coldStartError = String(error.message ?? error);
    log(`cold start failed: ${out.coldStartError}`);
    noteOutages(out, mode, key);
    return out;
  }
  out.coldStart = report.judge('startup', { ms: round(site.startupMs, 0), cpu: site.cpu, from: startedFrom(site, mode, 'cold') }, modeName);
  log(`cold start (no snapshot / empty index) to healthy: ${site.startupMs.toFixed(0)} ms (${out.coldStart.from}) | cpu ms: server ${site.cpu.siteMs} pg ${site.cpu.postgresMs} other ${site.cpu.otherMs}`);
  if (!embedded) out.coldStart.visibleAtHealthy = await upcomingCount(site.origin);
  await proc.stop(site.handle);
  await mode.afterStop();
  noteOutages(out, mode, key);
  return out;
}

/** Distributed: where a site's log shows the shared engines out of reach (someone restarted them mid-run). */
function noteOutages(out, mode, key) {
  if (!mode.outagesIn) return;
  for (const file of fs.readdirSync(LOGS).filter((f) => f.startsWith(`site-${key}-`))) {
    const seen = mode.outagesIn(fs.readFileSync(path.join(LOGS, file), 'utf8'));
    if (seen) (out.engineOutages ??= []).push(`${file}: ${seen}`);
  }
}

/**
 * Distributed import: the site runs on the empty database (no seeding: the CLI seeds the catalogue, as in embedded
 * mode), the CLI writes the event log to PostgreSQL, and the site's relay → Kafka → projector carries it into
 * Elasticsearch. "Imported" = CLI spawn to exit; "visible" = until the public search counts every upcoming
 * published event PostgreSQL holds.
 */
async function importWhileSiteRuns(size, key, mode) {
  const site = await startSite(key, { ...mode.env, SEED_CATALOGUE: 'false' }, 'import', mode);
  try {
    log(`importing ${size} synthetic events (CLI seed-synthetic) with the site running…`);
    const t = performance.now();
    await proc.runNode([path.join(DIST, 'src/cli.js'), 'seed-synthetic', String(size)], { cwd: ROOT, env: mode.env, logFile: path.join(LOGS, `import-${key}.log`) });
    const importMs = performance.now() - t;
    const expected = await modes.upcomingPublished(mode.databaseUrl());
    log(`imported into PostgreSQL in ${(importMs / 1000).toFixed(1)} s; waiting until the site shows ${expected} upcoming events…`);
    let shown = 0;
    while ((shown = await upcomingCount(site.origin)) < expected) {
      if (performance.now() - t > 20 * 60_000) throw new Error(`only ${shown} of ${expected} imported events visible after 20 minutes`);
      await proc.sleep(50);
    }
    const visibleMs = performance.now() - t;
    log(`all visible after ${(visibleMs / 1000).toFixed(1)} s`);
    return report.judge(
      'import',
      { events: size, ms: round(importMs, 0), snapshotMs: 0, eventsPerSec: round((size / importMs) * 1000, 0), visibleMs: round(visibleMs, 0), visibleEventsPerSec: round((size / visibleMs) * 1000, 0), visibleCount: shown },
      mode.name,
    );
  } finally {
    await proc.stop(site.handle);
  }
}

/** The public search's total; 0 while the site cannot answer it (e.g. 503 while Elasticsearch is out of reach). */
async function upcomingCount(origin) {
  const res = await proc.get(`${origin}/api/events/search?limit=1`);
  const total = Number(res.headers['x-total-count']);
  return res.status === 200 && Number.isFinite(total) ? total : 0;
}

async function teardownModes() {
  for (const mode of preparedModes.splice(0)) await mode.teardown().catch((e) => log(`${mode.name} clean-up failed: ${e.message}`));
}

/** The index snapshot's build time from the CLI's printed summary (0 when it wrote none). */
function importedSnapshotMs(logFile) {
  const printed = `\n${fs.readFileSync(logFile, 'utf8')}`;
  const json = printed.slice(printed.lastIndexOf('\n{') + 1); // the summary is printed last, from a line of its own
  try {
    return JSON.parse(json).indexSnapshot?.ms ?? 0;
  } catch {
    return 0;
  }
}

function emptyImportFile() {
  const file = path.join(LOGS, 'empty-import.json');
  fs.writeFileSync(file, '[]');
  return file;
}

/** What the site's log says it started from (the projector logs the snapshot's position). */
function startedFrom(site, mode, label) {
  if (mode.name === 'distributed') return label === 'cold' ? 'empty index: the whole event log replayed into Elasticsearch' : 'the Elasticsearch index and checkpoints as left';
  const text = fs.readFileSync(site.handle.logFile, 'utf8').split(site.logMark)[1] ?? '';
  const m = /started from a snapshot at (\d+)/.exec(text);
  return m ? `snapshot at ${m[1]}` : 'whole event log';
}

function snapshotMark(dataDir) {
  try {
    const file = fs.readFileSync(path.join(dataDir, 'read-model', 'event-search.snapshot'));
    return JSON.parse(file.subarray(0, file.indexOf(10)).toString('utf8')).mark.position;
  } catch {
    return null;
  }
}

async function crashAfterPeriodicSnapshot(key, env, databaseUrl, site) {
  checkInterrupted();
  const last = await lastSequence(databaseUrl);
  log(`crash: waiting for the periodic snapshot at ${last}…`);
  const deadline = performance.now() + 120_000;
  while (snapshotMark(env.DATA_DIR) !== last) {
    if (performance.now() > deadline) throw new Error(`no periodic snapshot at ${last} within 120 s (file at ${snapshotMark(env.DATA_DIR)})`);
    await proc.sleep(200);
  }
  const resultFile = path.join(LOGS, `crash-writes-${key}.json`);
  await proc.runNode([path.join(__dirname, 'lag-writer.js')], {
    cwd: ROOT,
    env: { ...env, DATABASE_URL: databaseUrl, SITE_ORIGIN: site.origin, WRITES: String(CRASH_WRITES), RESULT_FILE: resultFile, BACKEND_DIST: DIST },
    logFile: path.join(LOGS, `crash-writes-${key}.log`),
    timeoutMs: 10 * 60_000,
  });
  const after = await lastSequence(databaseUrl);
  process.kill(site.handle.pid, 'SIGKILL');
  await site.handle.exited;
  await proc.stopStrayPostgres(env.DATA_DIR);
  log(`crash: killed (SIGKILL) with the snapshot at ${last} and ${after - last} event-log rows after it`);
  return { snapshotAt: last, eventsAfter: after - last, snapshotLeft: snapshotMark(env.DATA_DIR) };
}

async function lastSequence(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT COALESCE(MAX(sequence), 0)::bigint AS n FROM event_log`);
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/** One load run plus the CPU each party used meanwhile (see lib/cpu.js). */
async function measured({ origin, paths, connections, pid, metricsOrigin, mode, neverRepeat = false }) {
  checkInterrupted();
  const load = os.loadavg()[0];
  const reusedBefore = metricsOrigin ? await reusedAnswers(metricsOrigin) : null;
  const meter = cpu.start({ sitePid: pid, ...mode.cpuParties });
  const figure = await drive({ origin, paths, connections, durationSec: DURATION, neverRepeat });
  const used = meter.end();
  const reused = reusedBefore ? delta(await reusedAnswers(metricsOrigin), reusedBefore) : undefined;
  return {
    ...figure,
    // Whole answers come from the response cache or the smart-search memo; the revision cache keeps parts of answers
    // (a request may reuse several), so it is reported but not subtracted.
    ...(reused ? { answers: { reused, computed: figure.requests - (reused['response-cache'] ?? 0) - (reused['smart-search-memo'] ?? 0) } } : {}),
    cpu: {
      ...used,
      loadAverage1mBefore: round(load, 2),
      serverCpuUsPerRequest: round((used.siteMs * 1000) / (figure.requests || 1), 0),
      postgresCpuUsPerRequest: round((used.postgresMs * 1000) / (figure.requests || 1), 0),
    },
  };
}

/** The site's count of answers served again instead of computed, per layer (GET /metrics on its metrics port). */
async function reusedAnswers(metricsOrigin) {
  const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
  return Object.fromEntries([...text.matchAll(/^ff_reused_answers\{layer="([^"]+)"\} (\d+)$/gm)].map((m) => [m[1], Number(m[2])]));
}

function delta(after, before) {
  return Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));
}

function logFigure(f) {
  const c = f.cpu;
  const answers = f.answers ? ` | answers: ${f.answers.computed} computed, reused ${JSON.stringify(f.answers.reused)}${f.ranOut ? ' (list ran out: every path asked once)' : ''}` : '';
  log(`  p50 ${f.latencyMs.p50} ms, p95 ${f.latencyMs.p95} ms, p99 ${f.latencyMs.p99} ms, ${f.reqPerSec} req/s, non-2xx ${f.non2xx}${answers}` +
    ` | server ${c.serverCpuUsPerRequest} µs CPU/req, pg ${c.postgresCpuUsPerRequest} µs/req, cpu ms: server ${c.siteMs} pg ${c.postgresMs}${c.enginesMs === undefined ? '' : ` engines ${c.enginesMs}`} client ${c.loadGeneratorMs} other ${c.otherMs}, machine ${c.machineBusyPct}% busy, load ${c.loadAverage1mBefore}`);
}

function checkInterrupted() {
  if (interrupted) throw new Error('interrupted');
}

async function startSite(key, env, label, mode, retried = false) {
  checkInterrupted();
  const port = await proc.freePort();
  const metricsPort = await proc.freePort();
  const origin = `http://127.0.0.1:${port}`;
  const nodeFlags = [...siteNodeFlags(), ...(PROFILE ? ['-r', path.join(__dirname, 'lib/cpu-profile.preload.js')] : [])];
  const since = performance.now();
  const meter = { end: () => null };
  const logMark = `--- bench: ${label} start ${Date.now()} ---`;
  fs.appendFileSync(path.join(LOGS, `site-${key}-${label}.log`), `${logMark}\n`);
  const handle = proc.spawnNode([path.join(DIST, 'src/main.js')], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), METRICS_PORT: String(metricsPort), HOST: '127.0.0.1', BENCH_PROFILE_DIR: PROFILES },
    logFile: path.join(LOGS, `site-${key}-${label}.log`),
    nodeFlags,
  });
  Object.assign(meter, cpu.start({ sitePid: handle.pid, ...mode.cpuParties }));
  try {
    const startupMs = await proc.waitFor200(`${origin}/api/health`, { since, handle });
    const site = { handle, origin, metricsOrigin: `http://127.0.0.1:${metricsPort}`, startupMs, profiles: 0, cpu: meter.end(), logMark };
    if (PROFILE) await saveProfile(site, `${key}-startup-${label}`);
    return site;
  } catch (error) {
    await proc.stop(handle);
    // Distributed: the shared engines may be restarted by someone else's test run; a site that could not reach
    // them at start is started once more when they answer again (the outage is noted in the results).
    const outage = mode.outagesIn?.(fs.readFileSync(handle.logFile, 'utf8').split(logMark)[1] ?? '');
    if (!outage || retried) throw error;
    log(`the site could not reach the engines at start (${outage}); waiting for them and starting it again…`);
    await mode.waitForEngines();
    return startSite(key, env, label, mode, true);
  }
}

async function saveProfile(site, name) {
  process.kill(site.handle.pid, 'SIGWINCH');
  const file = path.join(PROFILES, `site-${++site.profiles}.cpuprofile`);
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await proc.sleep(100);
  if (fs.existsSync(file)) fs.renameSync(file, path.join(PROFILES, `${name}.cpuprofile`));
}

async function warmUp(origin) {
  const paths = [...searchPaths(), ...smartPaths(), '/api/events/featured', '/api/events/regions', '/api/events/time-filters', ...TIME_FILTERS.map((v) => `/api/events/filter/time/${v}`)];
  const statuses = {};
  let smartStatus = null;
  for (const p of paths) {
    const res = await proc.get(origin + p);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (p.includes('/smart')) smartStatus ??= res.status;
    else if (res.status !== 200) throw new Error(`warm-up: GET ${p} answered ${res.status}: ${res.body.slice(0, 200)}`);
  }
  const first = await proc.get(`${origin}/api/events/search?limit=1`);
  const featured = JSON.parse((await proc.get(`${origin}/api/events/featured`)).body);
  return { statuses, smartStatus, upcomingPublished: Number(first.headers['x-total-count']), featuredCount: featured.length };
}

async function storedCounts(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: e } = await client.query(`SELECT count(*)::int AS n FROM events`);
    const { rows: l } = await client.query(`SELECT count(*)::int AS n FROM event_log`);
    const { rows: v } = await client.query(`SHOW server_version`);
    return { events: e[0].n, eventLog: l[0].n, postgres: v[0].server_version };
  } finally {
    await client.end();
  }
}

async function measureLag(key, env, databaseUrl, origin, modeName) {
  checkInterrupted();
  const resultFile = path.join(LOGS, `lag-${key}.json`);
  const visibleTimeoutMs = 5000;
  await proc.runNode([path.join(__dirname, 'lag-writer.js')], {
    cwd: ROOT,
    env: { ...env, DATABASE_URL: databaseUrl, SITE_ORIGIN: origin, WRITES: String(LAG_WRITES), RESULT_FILE: resultFile, BACKEND_DIST: DIST, VISIBLE_TIMEOUT_MS: String(visibleTimeoutMs) },
    logFile: path.join(LOGS, `lag-${key}.log`),
    timeoutMs: 10 * 60_000,
  });
  const raw = JSON.parse(fs.readFileSync(resultFile, 'utf8'));
  return report.judge('lag', { ...summarise(raw.lags), lost: raw.lost, writes: raw.writes, distinctEvents: raw.distinctEvents, visibleTimeoutMs, command: summarise(raw.commands) }, modeName);
}

/** The same featured body from a bare node:http server: what this machine allows for that answer. */
async function calibrate(key, siteOrigin, mode, out) {
  checkInterrupted();
  const bodyFile = path.join(LOGS, `featured-body-${key}.json`);
  fs.writeFileSync(bodyFile, (await proc.get(`${siteOrigin}/api/events/featured`)).body);
  const port = await proc.freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = proc.spawnNode([path.join(__dirname, 'static-body-server.js')], {
    cwd: ROOT,
    env: { BODY_FILE: bodyFile, PORT: String(port) },
    logFile: path.join(LOGS, `static-body-${key}.log`),
  });
  try {
    await proc.waitFor200(`${origin}/health`, { since: performance.now(), handle: server, timeoutMs: 15_000 });
    log(`calibration (bare node:http, same featured body): 50 connections, ${DURATION} s…`);
    const figure = await measured({ origin, paths: ['/api/events/featured'], connections: 50, pid: server.pid, mode });
    out.scenarios.ceilingFeatured = { ...figure, bodyBytes: fs.statSync(bodyFile).size };
    logFigure(figure);
  } finally {
    await proc.stop(server, 5000);
  }
}

async function sqlBaseline(key, databaseUrl, out, mode) {
  checkInterrupted();
  const port = await proc.freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = proc.spawnNode([path.join(__dirname, 'sql-baseline-server.js')], {
    cwd: ROOT,
    env: { DATABASE_URL: databaseUrl, PORT: String(port), POOL_SIZE: '10' },
    logFile: path.join(LOGS, `sql-baseline-${key}.log`),
  });
  try {
    await proc.waitFor200(`${origin}/health`, { since: performance.now(), handle: server, timeoutMs: 15_000 });
    const params = searchParams();
    const run = async (name, flavour) => {
      const paths = params.map((p) => `/${flavour}/search?${toQuery(p)}`);
      for (const p of paths) {
        const res = await proc.get(origin + p);
        if (res.status !== 200) throw new Error(`SQL baseline ${p}: ${res.status} ${res.body.slice(0, 200)}`);
      }
      log(`${name}: ${paths.length} paths, 10 connections, ${DURATION} s…`);
      const figure = await measured({ origin, paths, connections: 10, pid: server.pid, mode });
      out.scenarios[name] = figure;
      logFigure(figure);
    };
    const sql = async (text) => {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    await sql('DROP INDEX IF EXISTS bench_events_fts'); // left by an earlier run (BENCH_REUSE)
    await run('sqlIlike', 'ilike');
    await run('sqlFts', 'fts');
    // What a simpler site would add next: an expression GIN index for the full-text query.
    const t = performance.now();
    await sql(`CREATE INDEX bench_events_fts ON events USING gin (to_tsvector('english', title || ' ' || description || ' ' || city))`);
    await sql('ANALYZE events');
    out.sqlGinIndexMs = round(performance.now() - t, 0);
    await run('sqlFtsGin', 'fts');
  } finally {
    await proc.stop(server, 5000);
  }
  // SQL answers every request afresh: compare with the read model computing too (distinct URLs),
  // and, for reference, with the repeated mix the site answers from its caches.
  const ratio = (f, base) => ({
    p50: round(f.latencyMs.p50 / base.latencyMs.p50, 1),
    p95: round(f.latencyMs.p95 / base.latencyMs.p95, 1),
    p99: round(f.latencyMs.p99 / base.latencyMs.p99, 1),
    throughput: round(base.reqPerSec / f.reqPerSec, 1),
  });
  out.ratios = {};
  for (const key of ['sqlIlike', 'sqlFts', 'sqlFtsGin']) {
    const f = out.scenarios[key];
    if (!f) continue;
    out.ratios[key] = {
      vsComputed: out.scenarios.searchDistinct ? ratio(f, out.scenarios.searchDistinct) : null,
      vsCachedMix: out.scenarios.search ? ratio(f, out.scenarios.search) : null,
    };
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: round(os.totalmem() / 2 ** 30, 1),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((v) => round(v, 2)),
  };
}

function build() {
  let commit = null;
  try {
    commit = require('node:child_process').execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  } catch {
    /* not a git checkout */
  }
  return { commit, backendDistBuiltAt: fs.statSync(path.join(BUILD, 'src/main.js')).mtime.toISOString(), snapshot: path.relative(ROOT, DIST) };
}

function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? round(Number(m[1]) / 1024, 0) : null;
  } catch {
    return null;
  }
}

function notes(results) {
  const n = [
    `The load generator (${CLIENT}) runs in the benchmark process on the same 2 cores as the site and PostgreSQL, so every figure includes that contention (tests/bench/README.md).`,
    'SQL ratios, same size and concurrency: "p95 N×" = SQL p95 / read-model p95, "req/s N×" = read-model req/s / SQL req/s; "vs computed" = the read model on 25,000 distinct URLs (no answer cache, like SQL); "vs cached" = the same 96-URL mix SQL ran, which the site answers from its URL cache.',
    'The site caches public answers per URL until the read model changes: repeated URLs (featured, regions, time filters, the repeated mixes) measure that cache; the "distinct" scenarios measure the search itself.',
    'The SQL baseline is a bare node:http server (no Nest, helmet or validation) over the write-side `events` table, pool of 10.',
    'Lag = from issuing UpdateEventCommand (separate process, real CommandBus) until GET /api/events/{id} on the site shows the new title; polled every ~1 ms.',
  ];
  if (MODES.includes('distributed')) {
    n.push(
      'Distributed mode: PostgreSQL server (a database of its own per size, dropped after), Kafka and Elasticsearch from `npm run engines` (JVMs on the same 2 cores; their CPU is the "engines" figure in results.json, not in "others"). Import: the site runs during it and "visible" is until its public search counts every upcoming published event PostgreSQL holds (relay → Kafka → projector → Elasticsearch). Cold start: the indices dropped, the whole log replayed into a new one.',
    );
  }
  for (const s of results.sizes) {
    for (const o of s.engineOutages ?? []) n.push(`${s.events} ${s.mode}: the engines were out of reach meanwhile (shared engines restarted by someone else?): ${o}. Figures measured then are not representative.`);
  }
  for (const s of results.sizes) if (s.sanity) n.push(`${s.events} ${s.mode}: ${s.stored.events} events stored (${s.stored.eventLog} event_log rows), ${s.sanity.upcomingPublished} upcoming published visible, site RSS ${s.siteRssMb} MB after load, GIN index built in ${s.sqlGinIndexMs ?? '–'} ms.`);
  return n;
}

// Ctrl-C / SIGTERM: stop the children now (the step in progress then fails), write no results,
// and let main's finally clean up.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    process.exitCode = 130;
    log(`${signal}: stopping children…`);
    void proc.stopAll();
    setTimeout(() => process.exit(130), 30_000).unref();
  });
}
process.on('exit', () => proc.stopAllSync());

main()
  .catch((error) => {
    console.error(error);
    process.exitCode ||= 1;
  })
  .finally(async () => {
    await proc.stopAll();
    await teardownModes();
    for (const d of dataDirs) {
      await proc.stopStrayPostgres(d).catch(() => undefined);
      if (process.env.BENCH_KEEP_DATA !== '1' && !REUSE) fs.rmSync(d, { recursive: true, force: true });
    }
  });
