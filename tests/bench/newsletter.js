'use strict';
// `npm run bench:newsletter`: the newsletter figures of issue 11, over real HTTP against the built site in embedded
// PostgreSQL mode on a fresh temp DATA_DIR, with SMTP_URL pointing at a local SMTP sink (smtp-server) in this process.
// Goals: a 10,000-recipient campaign enqueued ≤ 5 s (the send call: fan-out into the outbox); sending to the sink
// ≥ 200 messages/s (send call → 10,000 received, outbox poller + pooled nodemailer); subscriber list p95 ≤ 50 ms at
// 100,000+ subscribers (search, filter, sort, deep page); a 100,000-row CSV import ≤ 30 s.
// Env: BENCH_LIST_ROUNDS (default 100), BENCH_KEEP_DATA=1 keeps the temp data folder.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { SMTPServer } = require('smtp-server');
const proc = require('./lib/processes');

const ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(ROOT, 'backend/dist/src/main.js');
const USER = 'bench-owner';
const PASSWORD = 'Bench-Passphrase-2026!';
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 100);

function sink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, cb) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        cb();
      });
    },
  });
  return {
    start: () => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.server.address().port))),
    stop: () => new Promise((resolve) => server.close(resolve)),
    get received() {
      return received;
    },
  };
}

async function signIn(base) {
  const status = await fetch(`${base}/api/admin/status`);
  const cookie = status.headers.getSetCookie()[0].split(';')[0];
  const { csrfToken } = await status.json();
  const headers = { 'content-type': 'application/json', origin: base, cookie, 'x-csrf-token': csrfToken };
  const res = await fetch(`${base}/api/admin/login`, { method: 'POST', headers, body: JSON.stringify({ username: USER, password: PASSWORD }) });
  const session = res.headers.getSetCookie()[0].split(';')[0];
  const body = await res.json();
  const h = { ...headers, cookie: session, 'x-csrf-token': body.csrfToken };
  return async (method, p, payload) => {
    const r = await fetch(base + p, { method, headers: h, body: payload === undefined ? undefined : JSON.stringify(payload) });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${p}: ${r.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
}

const csv = (n, domain) => Array.from({ length: n }, (_, i) => `reader${i}@${domain}`).join('\n');
const r1 = (x) => Math.round(x * 10) / 10;

async function main() {
  if (!fs.existsSync(MAIN)) throw new Error('backend/dist/src/main.js is missing: run `npm run build -w backend` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-bench-newsletter-'));
  fs.chmodSync(dataDir, 0o755);
  const smtp = sink();
  const smtpPort = await smtp.start();
  const [port, pgPort] = [await proc.freePort(), await proc.freePort()];
  const site = proc.spawnNode([MAIN], {
    cwd: ROOT,
    logFile: path.join(dataDir, 'site.log'),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      SEED_CATALOGUE: 'false',
      ADMIN_USERNAME: USER,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_OUTBOX_POLL_MS: '250',
      NEWSLETTER_SEND_RATE: '100000',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const results = [];
  try {
    await proc.waitFor200(`${base}/api/health`, { since: performance.now(), handle: site });
    const call = await signIn(base);
    await call('PUT', '/api/newsletter/settings', { tracking: false });

    // 1. 10,000 subscribers, one campaign: the send call (fan-out) and the delivery rate to the sink.
    let t = performance.now();
    const first = await call('POST', '/api/newsletter/import-csv', { csvData: csv(10_000, 'first.test') });
    const importSmall = performance.now() - t;
    const draft = await call('POST', '/api/newsletter/campaigns', { subject: 'Bench campaign', content: '# Hello\n\nSee [the line-up](https://festival.example/).' });
    t = performance.now();
    const sent = await call('POST', `/api/newsletter/campaigns/${draft.id}/send`, {});
    const enqueueMs = performance.now() - t;
    while (smtp.received < 10_000) {
      if (performance.now() - t > 600_000) throw new Error(`only ${smtp.received} mails after 10 minutes`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const deliverMs = performance.now() - t;
    results.push(['10,000-recipient campaign enqueued (send call)', `${r1(enqueueMs)} ms (${sent.recipientCount} recipients)`, '≤ 5,000 ms', enqueueMs <= 5000]);
    const rate = 10_000 / (deliverMs / 1000);
    results.push(['sending to a local SMTP sink', `${Math.round(rate)} msg/s (10,000 in ${r1(deliverMs / 1000)} s)`, '≥ 200 msg/s', rate >= 200]);
    results.push(['10,000-row import', `${r1(importSmall)} ms (added ${first.added})`, '', null]);

    // 2. A 100,000-row CSV import (with a header, a duplicate block and some junk lines).
    const big = ['email', csv(100_000, 'big.test')].join('\n');
    t = performance.now();
    const imported = await call('POST', '/api/newsletter/import-csv', { csvData: big });
    const importMs = performance.now() - t;
    results.push(['100,000-row CSV import', `${r1(importMs / 1000)} s (added ${imported.added})`, '≤ 30 s', importMs <= 30_000 && imported.added === 100_000]);

    // 3. The subscriber list at 110,000 subscribers.
    const shapes = {
      'newest first, page 1': '/api/newsletter/subscribers?limit=50',
      'search "reader4242"': '/api/newsletter/subscribers?q=reader4242&limit=50',
      'status active, email asc': '/api/newsletter/subscribers?status=active&sort=email&order=asc&limit=50',
      'page 1,000': '/api/newsletter/subscribers?page=1000&limit=50',
    };
    let worst = 0;
    for (const [label, url] of Object.entries(shapes)) {
      for (let i = 0; i < 5; i++) await call('GET', url);
      const times = [];
      for (let i = 0; i < ROUNDS; i++) {
        const s = performance.now();
        await call('GET', url);
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      const p95 = times[Math.floor(0.95 * times.length)];
      worst = Math.max(worst, p95);
      results.push([`list p95: ${label}`, `${r1(p95)} ms (p50 ${r1(times[Math.floor(times.length / 2)])} ms)`, '≤ 50 ms', p95 <= 50]);
    }

    console.log(`\nNewsletter benchmark, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log('| measure | result | goal | met |');
    console.log('|---|---|---|---|');
    for (const [m, v, g, ok] of results) console.log(`| ${m} | ${v} | ${g} | ${ok === null ? '' : ok ? 'yes' : 'NO'} |`);
    process.exitCode = results.every(([, , , ok]) => ok !== false) ? 0 : 1;
  } finally {
    await proc.stop(site);
    await smtp.stop();
    if (process.env.BENCH_KEEP_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch(async (error) => {
  console.error(error.stack ?? error);
  await proc.stopAll();
  process.exit(1);
});
