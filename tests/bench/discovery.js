'use strict';
// `npm run bench:discovery`: 1,000 events found on local sources (an organiser site of 20 JSON-LD pages with 25 events
// each, an index page linking the rest, and an iCalendar feed of 500 events) by one discovery run of the built site in embedded mode (seeded catalogue,
// fresh temp DATA_DIR), timed from the POST /api/ai/smart-discovery until the run is complete and all 1,000 events are
// in the read model (the admin events list counts them). Goal (issue 13): ≤ 60 s.
// Env: BENCH_KEEP_DATA=1 keeps the temp data folder.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const proc = require('./lib/processes');

const ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(ROOT, 'backend/dist/src/main.js');
const USER = 'bench-owner';
const PASSWORD = 'Bench-Passphrase-2026!';
const YEAR = new Date().getFullYear() + 1;
const PAGES = 20;
const PER_PAGE = 25;
const FEED_EVENTS = 500;
const TOWNS = [
  ['Leeds', 53.8008, -1.5491],
  ['Bristol', 51.4545, -2.5879],
  ['Manchester', 53.4808, -2.2426],
  ['Glasgow', 55.8642, -4.2518],
  ['Cardiff', 51.4816, -3.1791],
  ['Norwich', 52.6309, 1.2974],
  ['Belfast', 54.5973, -5.9301],
  ['Durham', 54.7761, -1.5733],
  ['Nottingham', 52.9548, -1.1581],
  ['Brighton', 50.8225, -0.1372],
];
const WORDS = ['Amber', 'Bramble', 'Cobalt', 'Drift', 'Ember', 'Fern', 'Gale', 'Harbour', 'Ivy', 'Juniper', 'Kestrel', 'Lark', 'Meadow', 'Nettle', 'Orchard', 'Pebble', 'Quarry', 'Rowan', 'Saltmarsh', 'Thistle'];
const KINDS = ['Music Festival', 'Food Fair', 'Arts Weekend', 'Family Day', 'Beer Festival'];

/** The i-th event: its own title and day (so none is a duplicate of another), a town in turn. */
function event(i) {
  const title = `${WORDS[i % 20]} ${WORDS[Math.floor(i / 20) % 20]} ${KINDS[Math.floor(i / 400) % 5]} ${i}`;
  const start = new Date(Date.UTC(YEAR, 0, 5) + (i % 340) * 86_400_000).toISOString().slice(0, 10);
  const [town, lat, lon] = TOWNS[i % TOWNS.length];
  return { title, start, town, lat, lon };
}

function sitePage(n, origin) {
  const events = Array.from({ length: PER_PAGE }, (_, k) => {
    const e = event(n * PER_PAGE + k);
    return {
      '@type': e.title.includes('Music') ? 'MusicEvent' : 'Event',
      name: e.title,
      url: `${origin}/events/${n * PER_PAGE + k}`,
      startDate: e.start,
      location: { '@type': 'Place', name: `${e.town} Park`, address: { addressLocality: e.town }, geo: { latitude: e.lat, longitude: e.lon } },
      offers: { price: '12', priceCurrency: 'GBP' },
    };
  });
  // The first page lists the others (a "what's on" index), so the crawl goes one link deep.
  const next = n === 0 ? Array.from({ length: PAGES - 1 }, (_, k) => `<a href="/whats-on/${k + 1}">Page ${k + 2}</a>`).join(' ') : '';
  return `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': events })}</script></head><body>${next}</body></html>`;
}

function feed() {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//EN'];
  for (let i = 0; i < FEED_EVENTS; i++) {
    const e = event(PAGES * PER_PAGE + i);
    const day = e.start.replace(/-/g, '');
    lines.push('BEGIN:VEVENT', `UID:bench-${i}@example.org`, `DTSTART;VALUE=DATE:${day}`, `SUMMARY:${e.title}`, `LOCATION:Town Square\\, ${e.town}`, `GEO:${e.lat};${e.lon}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

async function main() {
  if (!fs.existsSync(MAIN)) throw new Error('backend/dist/src/main.js is missing: run `npm run build -w backend` first');
  const sources = http.createServer((req, res) => {
    const origin = `http://127.0.0.1:${sources.address().port}`;
    const page = /^\/whats-on\/(\d+)$/.exec(req.url);
    if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    if (page && Number(page[1]) < PAGES) return res.writeHead(200, { 'content-type': 'text/html' }).end(sitePage(Number(page[1]), origin));
    if (req.url === '/feed.ics') return res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed());
    res.writeHead(404).end();
  });
  await new Promise((r) => sources.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${sources.address().port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-bench-discovery-'));
  fs.chmodSync(dataDir, 0o755); // PostgreSQL runs as the `postgres` user when we are root
  const [port, pgPort] = [await proc.freePort(), await proc.freePort()];
  const site = proc.spawnNode([MAIN], {
    cwd: ROOT,
    logFile: path.join(dataDir, 'site.log'),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      ADMIN_USERNAME: USER,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      FETCH_ALLOWED_ORIGINS: origin,
      FETCH_HOST_INTERVAL_MS: '0',
      DISCOVERY_SITES: `${origin}/whats-on/0`,
      DISCOVERY_CRAWL_DEPTH: '1',
      DISCOVERY_MAX_PAGES: String(PAGES + 5),
      DISCOVERY_ICS_FEEDS: `${origin}/feed.ics`,
      DISCOVERY_PUBLISH_SOURCES: 'ics',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await proc.waitFor200(`${base}/api/health`, { since: performance.now(), handle: site });
    const status = await fetch(`${base}/api/admin/status`);
    let cookie = status.headers.getSetCookie()[0].split(';')[0];
    let { csrfToken } = await status.json();
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie, 'x-csrf-token': csrfToken },
      body: JSON.stringify({ username: USER, password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
    cookie = login.headers.getSetCookie()[0].split(';')[0];
    csrfToken = (await login.json()).csrfToken;
    const headers = { 'content-type': 'application/json', origin: base, cookie, 'x-csrf-token': csrfToken };
    const count = async () => (await (await fetch(`${base}/api/admin/events?limit=1`, { headers })).json()).total;
    const before = await count();

    const started = performance.now();
    const post = await fetch(`${base}/api/ai/smart-discovery`, { method: 'POST', headers, body: '{}' });
    if (post.status !== 202) throw new Error(`smart-discovery answered ${post.status}: ${await post.text()}`);
    const { id } = await post.json();
    let run;
    for (;;) {
      run = await (await fetch(`${base}/api/ai/discovery-runs/${id}`, { headers })).json();
      if (run.status !== 'running') break;
      await proc.sleep(100);
    }
    const runMs = performance.now() - started;
    if (run.status !== 'complete') throw new Error(`run ended ${run.status}: ${run.result?.message}`);
    let visible = (await count()) - before;
    while (visible < run.result.eventsAdded) {
      await proc.sleep(50);
      visible = (await count()) - before;
    }
    const totalMs = performance.now() - started;
    const r = run.result;
    console.log(`\nDiscovery of ${PAGES * PER_PAGE + FEED_EVENTS} local events, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`found ${r.eventsFound}, added ${r.eventsAdded}, duplicates skipped ${r.duplicatesSkipped}, problems ${r.errors.length}${r.errors.length ? ` (${r.errors.slice(0, 3).join('; ')})` : ''}`);
    console.log(`run complete after ${(runMs / 1000).toFixed(1)} s; all ${visible} visible in the read model after ${(totalMs / 1000).toFixed(1)} s`);
    const met = r.eventsAdded === PAGES * PER_PAGE + FEED_EVENTS && totalMs <= 60_000;
    console.log(`\ngoal: 1,000 events imported and visible ≤ 60 s — ${met ? 'met' : 'NOT met'}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await proc.stop(site);
    sources.close();
    if (process.env.BENCH_KEEP_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch(async (error) => {
  console.error(error.stack ?? error);
  await proc.stopAll();
  process.exit(1);
});
