'use strict';
// `npm run bench:feeds`: issue 29's feed figure — a feed request for a search answers in ≤ 20 ms p95 at 10
// connections with 50,000 events stored (embedded mode, on this machine). Imports N synthetic events through the
// real commands (CLI seed-synthetic, as `npm run bench` does), starts the built site and drives GET /api/feeds/* with
// the same closed-loop load generator as the main bench (lib/load.js):
//   - feeds: a mix of 96 feed URLs (category, region, time filter, year, text and combinations; iCalendar, Atom and
//     JSON Feed), repeated, as calendar apps and readers poll the same URLs (the response cache replays them);
//   - feedsDistinct: 20,000 distinct feed URLs, none asked twice (`round=N` after one pass), so every answer is
//     computed: the search, up to 200 entries (calendars) or 50 (Atom, JSON Feed) and the format written;
//   - feedsPolling: the same 96 URLs polled as readers do, each sending the ETag it last got (If-None-Match): the
//     answers are 304s and 200s, and the X-Cache header says how many came from the response cache;
//   - smartFeeds: Smart Search feeds of 20 plain-English queries.
// Every scenario reports how many answers were searched and rendered, came from the feed memo (X-Feed-Memo: hit) or were
// replayed by the response cache (X-Cache: hit).
// Env: BENCH_EVENTS (50000), BENCH_DURATION seconds per scenario (10), BENCH_REUSE=1 keeps the imported data folder
// in the temp folder (ff-bench-feeds-N) and reuses it next time, BENCH_SCENARIOS=feedsDistinct runs only those,
// BENCH_PROFILE=1 writes a CPU profile of the site per scenario (lib/profile-summary.js reads it).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const proc = require('./lib/processes');
const cpu = require('./lib/cpu');
const { drive, round } = require('./lib/load');
const { siteNodeFlags } = require('./lib/site-node-flags');
const { searchParams, distinctSearchPaths, smartPaths, toQuery, TIME_FILTERS } = require('./lib/scenarios');

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'backend/dist');
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const REUSE = process.env.BENCH_REUSE === '1';
const PROFILE = process.env.BENCH_PROFILE === '1';
const TARGET_P95_MS = 20;
const FORMATS = ['ics', 'atom', 'json'];

const log = (msg) => console.log(`[bench:feeds ${new Date().toISOString().slice(11, 19)}] ${msg}`);

/** A search's parameters as a feed follows them: no paging; a year on some, as the year pages do. */
function feedParams(p, i) {
  const { page: _page, ...rest } = p;
  if (i % 12 === 11) return { ...rest, year: String(new Date().getUTCFullYear() + 1) };
  if (i % 12 === 5) return { timeFilter: TIME_FILTERS[i % TIME_FILTERS.length] };
  return rest;
}
const feedPath = (p, i) => `/api/feeds/search.${FORMATS[i % FORMATS.length]}?${toQuery(feedParams(p, i))}`;
const feedPaths = () => searchParams().map(feedPath);
const distinctFeedPaths = () =>
  distinctSearchPaths().map((url, i) => {
    const p = Object.fromEntries(new URLSearchParams(url.split('?')[1]));
    return feedPath(p, i);
  });
const smartFeedPaths = () => smartPaths().map((url, i) => `/api/feeds/smart-search.${FORMATS[i % FORMATS.length]}?${url.split('?')[1]}`);

async function main() {
  if (!fs.existsSync(path.join(DIST, 'src/main.js'))) throw new Error('backend/dist/src/main.js is missing: run `npm run build -w backend` first');
  const dataDir = REUSE ? path.join(os.tmpdir(), `ff-bench-feeds-${EVENTS}`) : fs.mkdtempSync(path.join(os.tmpdir(), `ff-bench-feeds-${EVENTS}-`));
  fs.mkdirSync(dataDir, { recursive: true });
  const logs = path.join(dataDir, 'logs');
  fs.mkdirSync(logs, { recursive: true });
  const pgPort = await proc.freePort();
  const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort), LOG_LEVEL: 'warn', NODE_ENV: 'production' };
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
    const handle = proc.spawnNode([path.join(DIST, 'src/main.js')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', BENCH_PROFILE_DIR: logs },
      logFile: path.join(logs, 'site.log'),
      nodeFlags: [...siteNodeFlags(), ...(PROFILE ? ['-r', path.join(__dirname, 'lib/cpu-profile.preload.js')] : [])],
    });
    site = handle;
    await proc.waitFor200(`${origin}/api/health`, { since, handle });
    if (PROFILE) process.kill(handle.pid, 'SIGWINCH'); // ends the start-up profile
    const health = await (await fetch(`${origin}/api/health`)).json();
    const total = Number((await fetch(`${origin}/api/events/search?limit=1`)).headers.get('x-total-count'));
    log(`site up with ${total} upcoming published events (health ${health.status})`);
    result.upcomingPublished = total;

    // Sanity: every kind of feed answers 200 with entries, and a conditional request 304.
    const sample = await fetch(`${origin}/api/feeds/search.json?category=music`);
    const items = (await sample.json()).items.length;
    const notModified = (await fetch(`${origin}/api/feeds/search.json?category=music`, { headers: { 'if-none-match': sample.headers.get('etag') } })).status;
    log(`sanity: music JSON Feed ${sample.status} with ${items} items (cap 50), conditional GET ${notModified}`);
    result.sanity = { status: sample.status, items, notModified };

    const scenario = async (name, paths, neverRepeat, conditional = false) => {
      // A poller keeps the last ETag of each URL and sends it back (If-None-Match).
      const etags = new Map();
      const headersFor = conditional ? (p) => (etags.has(p) ? { 'If-None-Match': etags.get(p) } : undefined) : undefined;
      const counts = { fromCache: 0, fromFeedMemo: 0, computed: 0, notModified: 0 };
      let counting = false;
      const onAnswer = (status, head, p) => {
        const etag = /\r\netag: *([^\r]+)/i.exec(head)?.[1];
        if (conditional && etag) etags.set(p, etag);
        if (!counting) return;
        if (/\r\nx-cache: *hit/i.test(head)) counts.fromCache++;
        else if (/\r\nx-feed-memo: *hit/i.test(head)) counts.fromFeedMemo++;
        else counts.computed++;
        if (status === 304) counts.notModified++;
      };
      await drive({ origin, paths: paths.slice(0, 2000), connections: 10, amount: Math.min(paths.length, 2000), headersFor, onAnswer }); // warm-up, unmeasured
      counting = true;
      const loadAverage1mBefore = round(os.loadavg()[0], 2);
      log(`${name}: ${paths.length} paths, 10 connections, ${DURATION} s (load average ${loadAverage1mBefore})…`);
      if (PROFILE) process.kill(handle.pid, 'SIGWINCH');
      const meter = cpu.start({ sitePid: handle.pid, dataDir });
      const figure = await drive({ origin, paths: neverRepeat ? paths.slice(2000) : paths, connections: 10, durationSec: DURATION, neverRepeat, headersFor, onAnswer });
      const used = meter.end();
      figure.answers = counts;
      if (PROFILE) {
        process.kill(handle.pid, 'SIGWINCH');
        await proc.sleep(1500);
        log(`  profile: ${logs}/site-${(result.profiles = (result.profiles ?? 1) + 1)}.cpuprofile`);
      }
      figure.serverCpuUsPerRequest = round((used.siteMs * 1000) / (figure.requests || 1), 0);
      // On a shared machine the latency depends on the others' load; server CPU per request does not.
      figure.loadAverage1mBefore = loadAverage1mBefore;
      figure.met = figure.latencyMs.p95 <= TARGET_P95_MS && figure.non2xx === 0;
      result.scenarios[name] = figure;
      const l = figure.latencyMs;
      log(`  p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, ${figure.reqPerSec} req/s, non-2xx ${figure.non2xx}, server ${figure.serverCpuUsPerRequest} µs CPU/req → ${figure.met ? 'met' : 'NOT met'} (p95 ≤ ${TARGET_P95_MS} ms)`);
      log(
        `  answers: ${counts.computed} searched and rendered, ${counts.fromFeedMemo} from the feed memo, ${counts.fromCache} from the response cache; ${counts.notModified} of all were 304 (load average after ${round(os.loadavg()[0], 2)})`,
      );
    };
    const only = process.env.BENCH_SCENARIOS?.split(',');
    if (!only || only.includes('feeds')) await scenario('feeds', feedPaths(), false);
    if (!only || only.includes('feedsPolling')) await scenario('feedsPolling', feedPaths(), false, true);
    if (!only || only.includes('feedsDistinct')) await scenario('feedsDistinct', distinctFeedPaths(), true);
    if (!only || only.includes('smartFeeds')) await scenario('smartFeeds', smartFeedPaths(), false);
  } finally {
    if (site) await proc.stop(site);
    await proc.stopStrayPostgres(dataDir);
    if (!REUSE && !process.env.BENCH_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/results.feeds.json'), JSON.stringify(result, null, 2));
  log('written: bench/results.feeds.json');
  if (Object.values(result.scenarios).some((s) => !s.met)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  proc.stopAllSync();
  process.exit(1);
});
