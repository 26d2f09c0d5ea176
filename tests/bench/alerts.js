'use strict';
// `npm run bench:alerts`: issue 29's alert figure — matching 1,000 new or changed events against 100,000 stored alerts
// completes in ≤ 10 s in the embedded mode, and the alert mails for them are queued through the mail outbox (nothing
// missing, duplicates bounded and reported). The built site runs in embedded mode (embedded PostgreSQL, embedded read
// model) on a fresh temp DATA_DIR with its real catalogue seeded. Then:
//   1. 100,000 confirmed alerts (one address each, confirmed 8 days ago, 70 % instant / 30 % weekly) are written
//      straight into the tables (the sign-up path is covered by the integration tests; 100,000 double opt-ins through
//      HTTP would measure the rate limiter). Their searches follow what visitors follow: categories, regions, both,
//      a category this season, 2,000 varied standard searches (words, months, prices) and 1,000 Smart Searches.
//   2. create: 1,000 new events in one import transaction (alerts-writer.js, the real commands); timed from its commit
//      until the alert-matching projector's checkpoint passes it.
//   3. change: each of those 1,000 events changed once (1,000 commands: new region, category, dates, title); timed from
//      the first change to the checkpoint passing the last one, and from the last commit.
//   4. Brute force: every stored search is run against the whole catalogue through the site's own search API
//      (/api/events/search, /api/events/search/smart) and intersected with the 1,000 events: the (search, event)
//      pairs stored by the projection must equal that set (missing and extra reported).
//   5. The alert-mails job is run (admin API) and timed; the outbox must hold exactly one mail per alert with a match,
//      listing every expected event once (missing and duplicates reported).
// Env: BENCH_ALERTS (100000), BENCH_EVENTS (1000), BENCH_KEEP_DATA=1.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');
const proc = require('./lib/processes');
const { distinctSearchPaths, distinctSmartPaths, TIME_FILTERS } = require('./lib/scenarios');

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'backend/dist');
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const TARGET_MS = 10_000;
const USER = 'bench-owner';
const PASSWORD = 'Bench-Passphrase-2026!';
const CATEGORIES = ['music', 'food-drink', 'arts-culture', 'family', 'classical', 'folk', 'tribute', 'wellness', 'adventure', 'comedy'];
const REGIONS = ['london', 'southeast', 'southwest', 'midlands', 'northwest', 'northeast', 'yorkshire', 'scotland', 'wales', 'northern-ireland'];

const log = (msg) => console.log(`[bench:alerts ${new Date().toISOString().slice(11, 19)}] ${msg}`);
const load = () => os.loadavg().map((x) => Math.round(x * 100) / 100);
const backend = (p) => require(path.join(DIST, p));

/** What 100,000 visitors follow: a stable, repeatable mix (search target, frequency) for alert i. */
function alertSearches(count) {
  const standard = distinctSearchPaths(2000).map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1])));
  const smart = distinctSmartPaths()
    .slice(0, 1000)
    .map((url) => new URLSearchParams(url.split('?')[1]).get('q'));
  const out = [];
  for (let i = 0; i < count; i++) {
    const k = i % 20;
    let target;
    if (k < 5) target = { kind: 'search', params: { category: CATEGORIES[i % CATEGORIES.length] } };
    else if (k < 8) target = { kind: 'search', params: { region: REGIONS[i % REGIONS.length] } };
    else if (k < 11) target = { kind: 'search', params: { category: CATEGORIES[(i * 7) % CATEGORIES.length], region: REGIONS[(i * 3) % REGIONS.length] } };
    else if (k < 13) target = { kind: 'search', params: { category: CATEGORIES[(i * 3) % CATEGORIES.length], timeFilter: TIME_FILTERS[i % TIME_FILTERS.length] } };
    // the n-th alert of its kind: every varied search and Smart Search is followed by someone
    else if (k < 17) target = { kind: 'search', params: standard[(Math.floor(i / 20) * 4 + k - 13) % standard.length] };
    else target = { kind: 'smart', q: smart[(Math.floor(i / 20) * 3 + k - 17) % smart.length] };
    out.push({ target, frequency: i % 10 < 7 ? 'instant' : 'weekly' });
  }
  return out;
}

async function seedAlerts(db, count) {
  const { alertSearchKey } = backend('src/modules/alerts/contracts/alert-search.js');
  const { followedSearchSchema } = backend('src/modules/events/queries/followed-events/followed-events.query.js');
  const { randomUUID, randomBytes } = require('node:crypto');
  const searches = new Map();
  const rows = alertSearches(count).map(({ target, frequency }, i) => {
    // the API's own reading of the parameters, so the stored search is what a sign-up would store
    const search = target.kind === 'smart' ? target : { kind: 'search', params: followedSearchSchema.parse(target.params) };
    const id = alertSearchKey(search);
    searches.set(id, search);
    return { i, searchId: id, frequency };
  });
  const confirmedAt = new Date(Date.now() - 8 * 86_400_000);
  await db.query(`INSERT INTO alert_searches (id, search, created_at) SELECT * FROM unnest($1::text[], $2::jsonb[], $3::timestamptz[]) ON CONFLICT DO NOTHING`, [
    [...searches.keys()],
    [...searches.values()].map((s) => JSON.stringify(s)),
    [...searches.keys()].map(() => confirmedAt),
  ]);
  for (let start = 0; start < rows.length; start += 10_000) {
    const slice = rows.slice(start, start + 10_000);
    const addressIds = slice.map(() => randomUUID());
    await db.query(`INSERT INTO alert_addresses (id, email, created_at, last_opened_at) SELECT a, e, $3, $3 FROM unnest($1::uuid[], $2::text[]) AS x(a, e)`, [
      addressIds,
      slice.map((r) => `bench-alert-${r.i}@example.test`),
      confirmedAt,
    ]);
    await db.query(
      `INSERT INTO alerts (id, address_id, search_id, label, frequency, status, unsubscribe_token, created_at, confirmed_at)
       SELECT id, a, s, 'Bench alert', f, 'active', t, $6, $6 FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[]) AS x(id, a, s, f, t)`,
      [slice.map(() => randomUUID()), addressIds, slice.map((r) => r.searchId), slice.map((r) => r.frequency), slice.map(() => randomBytes(32).toString('base64url')), confirmedAt],
    );
  }
  return { alerts: rows.length, searches: searches.size, bySearch: countBy(rows.map((r) => r.searchId)), list: [...searches.entries()] };
}

const countBy = (keys) => keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map());

async function waitForMatching(db, sequence, since) {
  for (;;) {
    const [row] = (await db.query(`SELECT position FROM projector_checkpoint WHERE projector = 'alert-matching'`)).rows;
    if (row && Number(row.position) >= sequence) return performance.now() - since;
    if (performance.now() - since > 600_000) throw new Error('alert matching did not catch up within 10 minutes');
    await proc.sleep(10);
  }
}

async function writer(env, phase, logs, extra = {}) {
  const resultFile = path.join(logs, `writer-${phase}.json`);
  await proc.runNode([path.join(__dirname, 'alerts-writer.js')], {
    cwd: ROOT,
    env: { ...env, PHASE: phase, COUNT: String(EVENTS), RESULT_FILE: resultFile, BACKEND_DIST: DIST, ...extra },
    logFile: path.join(logs, `writer-${phase}.log`),
  });
  return JSON.parse(fs.readFileSync(resultFile, 'utf8'));
}

/** Every event id a stored search lists on the site now (its own search API, every page). */
async function listed(origin, search) {
  const ids = [];
  if (search.kind === 'smart') {
    for (let page = 1; page <= 10; page++) {
      const body = await (await fetch(`${origin}/api/events/search/smart?${new URLSearchParams({ q: search.q, limit: '50', page: String(page) })}`)).json();
      if (body.relaxed?.length) return []; // the feed (and the alert) of a Smart Search lists only its strict answer
      ids.push(...body.events.map((e) => e.id));
      if (page * 50 >= body.total) break;
    }
    return ids;
  }
  for (let page = 1; ; page++) {
    const qs = new URLSearchParams({ ...Object.fromEntries(Object.entries(search.params).map(([k, v]) => [k, String(v)])), limit: '100', page: String(page) });
    const res = await fetch(`${origin}/api/events/search?${qs}`);
    if (res.status !== 200) throw new Error(`search ${qs}: ${res.status} ${await res.text()}`);
    const body = await res.json();
    ids.push(...body.map((e) => e.id));
    if (page * 100 >= Number(res.headers.get('x-total-count'))) break;
  }
  return ids;
}

async function signIn(base) {
  const status = await fetch(`${base}/api/admin/status`);
  const cookie = status.headers.getSetCookie()[0].split(';')[0];
  const { csrfToken } = await status.json();
  const headers = { 'content-type': 'application/json', origin: base, cookie, 'x-csrf-token': csrfToken };
  const res = await fetch(`${base}/api/admin/login`, { method: 'POST', headers, body: JSON.stringify({ username: USER, password: PASSWORD }) });
  const session = res.headers.getSetCookie().find((c) => c.startsWith('ff_admin=') || c.startsWith('__Host-ff_admin=')).split(';')[0];
  const body = await res.json();
  return { ...headers, cookie: session, 'x-csrf-token': body.csrfToken };
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'src/main.js'))) throw new Error('backend/dist/src/main.js is missing: run `npm run build -w backend` first');
  require(require.resolve('reflect-metadata', { paths: [DIST] }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-bench-alerts-'));
  fs.chmodSync(dataDir, 0o755);
  const logs = path.join(dataDir, 'logs');
  fs.mkdirSync(logs);
  const [port, pgPort] = [await proc.freePort(), await proc.freePort()];
  const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort), LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const origin = `http://127.0.0.1:${port}`;
  const result = { alerts: ALERTS, events: EVENTS, machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model }, target: `matching ≤ ${TARGET_MS} ms` };
  let site;
  let db;
  try {
    site = proc.spawnNode([path.join(DIST, 'src/main.js')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD, JOBS_ENABLED: 'false', MAIL_OUTBOX_POLL_MS: '0' },
      logFile: path.join(logs, 'site.log'),
    });
    await proc.waitFor200(`${origin}/api/health`, { since: performance.now(), handle: site });
    const password = encodeURIComponent(fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim());
    const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${pgPort}/festival_finder`;
    env.DATABASE_URL = databaseUrl;
    db = new Client({ connectionString: databaseUrl });
    await db.connect();

    let t = performance.now();
    const seeded = await seedAlerts(db, ALERTS);
    log(`stored ${seeded.alerts} alerts over ${seeded.searches} distinct searches in ${Math.round(performance.now() - t)} ms`);
    result.distinctSearches = seeded.searches;

    // 2. 1,000 new events, one transaction
    result.loadBeforeCreate = load();
    const created = await writer(env, 'create', logs);
    await waitForMatching(db, created.after, performance.now());
    result.create = { events: created.ids.length, importMs: Math.round(created.committedMs), matchedAfterCommitMs: Math.round(Date.now() - created.committedAt), load: result.loadBeforeCreate };
    log(`create: ${created.ids.length} new events committed in ${Math.round(created.committedMs)} ms; matched ${result.create.matchedAfterCommitMs} ms after the commit (load ${result.loadBeforeCreate.join(' ')})`);

    // 3. each of them changed once (1,000 commands)
    const idsFile = path.join(logs, 'ids.json');
    fs.writeFileSync(idsFile, JSON.stringify(created.ids));
    result.loadBeforeChange = load();
    const changeStarted = Date.now();
    const changed = await writer(env, 'change', logs, { IDS_FILE: idsFile });
    await waitForMatching(db, changed.after, performance.now());
    const done = Date.now();
    result.change = {
      events: changed.ids.length,
      commandsMs: Math.round(changed.committedMs),
      fromFirstChangeMs: done - changeStarted,
      matchedAfterLastCommitMs: done - changed.committedAt,
      load: result.loadBeforeChange,
    };
    log(`change: ${changed.ids.length} changes in ${result.change.commandsMs} ms of commands; all matched ${result.change.matchedAfterLastCommitMs} ms after the last commit (load ${result.loadBeforeChange.join(' ')})`);

    // 4. brute force: every stored search over the whole catalogue, through the site's search API
    t = performance.now();
    const eventIds = new Set(created.ids);
    const expected = new Set();
    for (const [id, search] of seeded.list) for (const e of await listed(origin, search)) if (eventIds.has(e)) expected.add(`${id}\u0000${e}`);
    const stored = new Set(
      (await db.query(`SELECT search_id, event_id FROM alert_search_matches WHERE event_id = ANY($1)`, [created.ids])).rows.map((r) => `${r.search_id}\u0000${r.event_id}`),
    );
    const missing = [...expected].filter((k) => !stored.has(k));
    const extra = [...stored].filter((k) => !expected.has(k));
    result.check = { expectedPairs: expected.size, storedPairs: stored.size, missing: missing.length, extra: extra.length, examples: [...missing, ...extra].slice(0, 10).map((k) => k.split('\u0000')) };
    log(`brute force (${Math.round((performance.now() - t) / 1000)} s): ${expected.size} (search, event) pairs expected, ${stored.size} stored, ${missing.length} missing, ${extra.length} extra`);

    // 5. the alert-mails job through the admin API; the outbox checked against the brute-force answer
    const headers = await signIn(origin);
    result.loadBeforeMails = load();
    t = performance.now();
    const started = await fetch(`${origin}/api/admin/jobs/alert-mails/run`, { method: 'POST', headers, body: '{}' });
    if (started.status !== 202) throw new Error(`running the alert-mails job: ${started.status} ${await started.text()}`);
    const run = await started.json();
    let op;
    for (;;) {
      [op] = (await db.query(`SELECT success, message, finished_at - started_at AS took FROM operation_log WHERE id = $1 AND finished_at IS NOT NULL`, [run.operationId])).rows;
      if (op) break;
      await proc.sleep(50);
    }
    const mailMs = Math.round(performance.now() - t);
    const perSearch = new Map();
    for (const k of expected) {
      const s = k.split('\u0000')[0];
      perSearch.set(s, (perSearch.get(s) ?? 0) + 1);
    }
    let expectedMails = 0;
    let expectedDeliveries = 0;
    for (const [s, n] of perSearch) {
      expectedMails += seeded.bySearch.get(s) ?? 0;
      expectedDeliveries += (seeded.bySearch.get(s) ?? 0) * n;
    }
    const [mails] = (
      await db.query(
        `SELECT count(*)::int AS rows, count(DISTINCT to_address)::int AS recipients,
                (SELECT count(*)::int FROM alert_deliveries WHERE mail_id IS NOT NULL) AS deliveries,
                (SELECT count(*)::int FROM (SELECT alert_id FROM alert_deliveries WHERE mail_id IS NOT NULL GROUP BY alert_id HAVING count(DISTINCT mail_id) > 1) d) AS alerts_mailed_twice
           FROM outbound_mail WHERE category = 'alert' AND idempotency_key LIKE 'alert:%'`,
      )
    ).rows;
    result.mails = {
      jobMs: mailMs,
      jobSuccess: op.success,
      message: op.message,
      expectedMails,
      queued: mails.rows,
      recipients: mails.recipients,
      missing: expectedMails - mails.recipients,
      duplicates: mails.rows - mails.recipients + mails.alerts_mailed_twice,
      expectedDeliveries,
      deliveries: mails.deliveries,
      load: result.loadBeforeMails,
    };
    log(
      `mails: job ${mailMs} ms — ${mails.rows} queued for ${mails.recipients} recipients (expected ${expectedMails}), ${mails.deliveries} event lines (expected ${expectedDeliveries}), missing ${result.mails.missing}, duplicates ${result.mails.duplicates} (load ${result.loadBeforeMails.join(' ')})`,
    );
    result.met =
      result.create.matchedAfterCommitMs <= TARGET_MS && result.change.matchedAfterLastCommitMs <= TARGET_MS && missing.length === 0 && extra.length === 0 && result.mails.missing === 0 && result.mails.duplicates === 0 && mails.deliveries === expectedDeliveries;
  } finally {
    await db?.end().catch(() => undefined);
    if (site) await proc.stop(site);
    await proc.stopStrayPostgres(dataDir);
    if (!process.env.BENCH_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
    else log(`data kept in ${dataDir}`);
  }
  fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/results.alerts.json'), JSON.stringify(result, null, 2));
  log(`written: bench/results.alerts.json — ${result.met ? 'met' : 'NOT met'}`);
  if (!result.met) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  proc.stopAllSync();
  process.exit(1);
});
