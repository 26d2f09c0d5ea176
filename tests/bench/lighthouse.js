'use strict';
// `npm run bench:web`: Lighthouse (mobile emulation; system Chromium, else the npm-shipped one: tests/support/chromium.js) against the built site, as issue 3's
// "Quality bars" ask. Builds nothing: starts backend/dist on embedded defaults (throw-away DATA_DIR, free ports),
// waits for /api/health, runs Lighthouse LH_RUNS times (default 3) on / and once on /search and one event page,
// then writes bench/lighthouse.json and prints the medians and the home route's gzipped JS.
//
// Env: LH_RUNS (3), CHROMIUM_PATH (then /usr/bin/chromium, then @sparticuz/chromium; FF_BROWSER=system|bundled forces one), LH_KEEP_REPORTS=1 also writes the full Lighthouse JSON reports
//      to bench/results.lighthouse-reports/ (gitignored by the `bench/results.*` rule; for the 'bootup-time', 'mainthread-work-breakdown' and 'long-tasks' audits),
//      LH_HOME_ONLY=1 audits only the home page, LH_PAGES=event,search audits only those, LH_OTHER_RUNS (1) runs /search and the event page that often, LH_FRONTEND_DIST=<folder> audits another frontend build (A/B comparisons), LH_OUT=<file> writes there instead.
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { siteNodeFlags } = require('./lib/site-node-flags');
const { spawn, execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'bench');
const RUNS = Number(process.env.LH_RUNS ?? 3);
const others = Number(process.env.LH_OTHER_RUNS ?? 1);
const { resolveChromium } = require('../support/chromium');
const KEEP = process.env.LH_KEEP_REPORTS === '1';
const REPORTS = path.join(OUT, 'results.lighthouse-reports');
// Issue 9's goals, on every measured page (/, /search, an event page).
const TARGETS = { performance: 90, lcpMs: 1800, tbtMs: 200, cls: 0.1, homeJsGzipKb: 170 };

const log = (msg) => console.log(`[lighthouse ${new Date().toISOString().slice(11, 19)}] ${msg}`);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited during start-up (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the app did not answer /api/health within ${timeoutMs / 1000}s`);
}

async function startApp(frontendDist, logFile) {
  const [port, pgPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-lighthouse-data-'));
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [...siteNodeFlags(), path.join(ROOT, 'backend/dist/src/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      FRONTEND_DIST: frontendDist,
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', out, out],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    await stopApp({ child, dataDir });
    throw error;
  }
  return { child, dataDir, baseUrl };
}

async function stopApp({ child, dataDir }) {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The home route's gzipped JS on first load, from frontend/scripts/measure-bundle.mjs (reads the vite manifest). */
function homeJs(dist) {
  const text = execFileSync(process.execPath, [path.join(ROOT, 'frontend/scripts/measure-bundle.mjs')], { encoding: 'utf8', env: { ...process.env, MEASURE_DIST: dist } });
  const total = text.match(/([\d.]+) KB\s+total/);
  // Issue 10: the admin console must add nothing to the public home route.
  const admin = text.match(/admin code in home route: (\d+) bytes/);
  return { kb: total ? Number(total[1]) : null, adminBytes: admin ? Number(admin[1]) : null, breakdown: text.trim().split('\n') };
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!s.length) return null;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function figures(lhr) {
  const a = lhr.audits;
  const num = (id) => (a[id] && typeof a[id].numericValue === 'number' ? a[id].numericValue : null);
  return {
    performance: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    speedIndexMs: num('speed-index'),
    bootupMs: num('bootup-time'),
    mainThreadMs: num('mainthread-work-breakdown'),
    longTasks: a['long-tasks']?.details?.items?.length ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

async function main() {
  const frontendDist = path.resolve(process.env.LH_FRONTEND_DIST ?? path.join(ROOT, 'frontend/dist'));
  const backendMain = path.join(ROOT, 'backend/dist/src/main.js');
  if (!fs.existsSync(backendMain) || !fs.existsSync(path.join(frontendDist, 'index.html'))) {
    throw new Error('no build: run `npm run build` first (`npm run bench:web` does it)');
  }
  fs.mkdirSync(OUT, { recursive: true });
  // Others may rebuild the frontend during the run: serve a snapshot.
  const snapshot = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-lighthouse-dist-'));
  fs.cpSync(frontendDist, snapshot, { recursive: true });
  const js = homeJs(snapshot);
  log(`home route JS: ${js.kb} KB gzipped; admin code in home route: ${js.adminBytes ?? 'unknown'} bytes`);

  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const app = await startApp(snapshot, path.join(os.tmpdir(), 'ff-lighthouse-app.log'));
  log(`app up at ${app.baseUrl}`);
  let chrome;
  const browser = await resolveChromium();
  log(`${browser.source} Chromium at ${browser.executablePath}`);
  const results = { startedAt: new Date().toISOString(), chromium: chromiumVersion(browser), chromiumSource: browser.source, lighthouse: require('lighthouse/package.json').version, runs: RUNS, targets: TARGETS, homeJs: js, pages: {} };
  try {
    chrome = await chromeLauncher.launch({ chromePath: browser.executablePath, envVars: { ...process.env, ...browser.env }, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    const event = await anEventPath(app.baseUrl);
    const only = process.env.LH_PAGES?.split(',') ?? (process.env.LH_HOME_ONLY ? ['home'] : null);
    const plan = [['home', '/', RUNS], ['search', '/search', others], ['event', event, others]].filter(([name]) => !only || only.includes(name));
    if (KEEP) fs.mkdirSync(REPORTS, { recursive: true });
    for (const [name, pagePath, times] of plan) {
      const runs = [];
      for (let i = 0; i < times; i++) {
        // Default config = mobile emulation (Moto G Power), simulated slow 4G and 4x CPU slowdown.
        let res;
        // A run Lighthouse itself reports as broken (e.g. NO_NAVSTART, a lost trace) is retried, twice at most.
        for (let attempt = 1; attempt <= 3; attempt++) {
          res = await lighthouse(`${app.baseUrl}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
          if (!res.lhr.runtimeError) break;
          log(`${name} run ${i + 1}: ${res.lhr.runtimeError.code}, ${attempt < 3 ? 'retrying' : 'giving up'}`);
        }
        const f = figures(res.lhr);
        f.accessibility = res.lhr.categories.accessibility?.score == null ? null : Math.round(res.lhr.categories.accessibility.score * 100);
        runs.push(f);
        if (KEEP) fs.writeFileSync(path.join(REPORTS, `${name}-${i + 1}.json`), res.report);
        log(`${name} ${pagePath} run ${i + 1}/${times}: performance ${f.performance}, LCP ${Math.round(f.lcpMs)} ms, CLS ${f.cls?.toFixed(3)}, TBT ${Math.round(f.tbtMs)} ms`);
      }
      const pick = (k) => median(runs.map((r) => r[k]));
      results.pages[name] = {
        path: pagePath,
        median: { performance: pick('performance'), lcpMs: pick('lcpMs'), cls: pick('cls'), tbtMs: pick('tbtMs'), fcpMs: pick('fcpMs'), speedIndexMs: pick('speedIndexMs'), accessibility: pick('accessibility') },
        runs,
      };
    }
  } finally {
    if (chrome) await chrome.kill();
    await stopApp(app);
    fs.rmSync(snapshot, { recursive: true, force: true });
  }
  results.finishedAt = new Date().toISOString();
  const pageMeets = (m) => m.performance >= TARGETS.performance && m.lcpMs <= TARGETS.lcpMs && m.tbtMs <= TARGETS.tbtMs && m.cls <= TARGETS.cls;
  results.meetsTargets = Object.values(results.pages).every((p) => pageMeets(p.median)) && js.kb <= TARGETS.homeJsGzipKb && js.adminBytes === 0;
  const outFile = path.resolve(process.env.LH_OUT ?? path.join(OUT, 'lighthouse.json'));
  fs.writeFileSync(outFile, JSON.stringify(results, null, 2));
  console.log('');
  console.log(`page     perf   LCP ms   CLS     TBT ms   (median of ${RUNS} for home, ${others} otherwise)`);
  for (const [name, p] of Object.entries(results.pages)) {
    const m = p.median;
    console.log(`${name.padEnd(8)} ${String(m.performance).padStart(4)}   ${String(Math.round(m.lcpMs)).padStart(6)}   ${m.cls.toFixed(3)}   ${String(Math.round(m.tbtMs)).padStart(6)}`);
  }
  console.log(`home route JS: ${js.kb} KB gzipped (limit ${TARGETS.homeJsGzipKb} KB)`);
  console.log(`admin code in home route: ${js.adminBytes ?? 'unknown'} bytes (must be 0)`);
  console.log(`targets on every page (performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}; home JS <= ${TARGETS.homeJsGzipKb} KB): ${results.meetsTargets ? 'met' : 'NOT met'}`);
  console.log(`written: ${path.relative(ROOT, outFile)}`);
}

function chromiumVersion(browser) {
  try {
    return execFileSync(browser.executablePath, ['--version'], { encoding: 'utf8', env: { ...process.env, ...browser.env } }).trim();
  } catch {
    return null;
  }
}

async function anEventPath(baseUrl) {
  const list = await (await fetch(`${baseUrl}/api/events/upcoming?limit=1`)).json();
  const first = Array.isArray(list) ? list[0] : list?.events?.[0];
  if (!first?.id) throw new Error('no upcoming event to audit');
  return `/event/${first.id}`;
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exitCode = 1;
});
