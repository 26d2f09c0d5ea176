'use strict';
// Command-to-visible lag. Runs as its own process next to the running site: builds an app context
// on the site's database (no HTTP, no projections, no seeding), issues UpdateEventCommand through
// the real CommandBus, and times each write until GET /api/events/{id} on the site shows it.
// The change travels event_log → NOTIFY → the site's relay → projectors → read API.
// Env: DATABASE_URL, SITE_ORIGIN, WRITES (default 1000), RESULT_FILE, BACKEND_DIST,
//      KEEP_LOCAL_RELAY=1 to leave this context's own relay on (see the note at stopLocalRelay).
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { Client } = require('pg');

const dist = process.env.BACKEND_DIST;
const backendRequire = (p) => require(path.join(dist, p));
const WRITES = Number(process.env.WRITES ?? 1000);
const VISIBLE_TIMEOUT_MS = Number(process.env.VISIBLE_TIMEOUT_MS ?? 5000);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function getJson(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (e) {
          reject(e);
        }
      });
    });
    req.on('error', reject);
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function pickIds(url, count) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT id FROM events WHERE status = 'published' AND end_date >= (now() AT TIME ZONE 'Europe/London')::date
       ORDER BY md5(id::text) LIMIT $1`,
      [count],
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

async function main() {
  require(require.resolve('reflect-metadata', { paths: [dist] }));
  const { createContext } = backendRequire('src/bootstrap.js');
  const { AppConfig } = backendRequire('src/platform/config/app-config.js');
  const { EventLogRelay } = backendRequire('src/platform/event-log/event-log.relay.js');
  const { UpdateEventCommand } = backendRequire('src/modules/events/commands/update-event/update-event.command.js');
  const { CommandBus } = require(require.resolve('@nestjs/cqrs', { paths: [dist] }));

  const config = AppConfig.fromEnv(process.env, { SEED_CATALOGUE: 'false', LOG_LEVEL: 'warn', MAIL_OUTBOX_POLL_MS: '0' });
  const ctx = await createContext({ config, seed: false, projections: false });
  try {
    if (process.env.KEEP_LOCAL_RELAY !== '1') {
      // A context with projections off still wakes its own relay after each commit. That relay shares
      // the site's checkpoint but has no consumers, so it can move events past the site unseen.
      // The site's relay (woken by NOTIFY) is the path under test: switch this one off.
      await ctx.get(EventLogRelay).stop();
    }
    const bus = ctx.get(CommandBus);
    const ids = await pickIds(process.env.DATABASE_URL, Math.min(WRITES, 5000));
    if (ids.length === 0) throw new Error('no published upcoming events to update');
    const origin = process.env.SITE_ORIGIN;
    const run = Date.now().toString(36);
    const lags = [];
    const commands = [];
    let lost = 0;
    for (let i = 0; i < WRITES; i++) {
      const id = ids[i % ids.length];
      const title = `Bench ${run} write ${i}`;
      const t0 = performance.now();
      await bus.execute(new UpdateEventCommand(id, { title }));
      const tCommitted = performance.now();
      commands.push(tCommitted - t0);
      let seen = false;
      while (performance.now() - t0 < VISIBLE_TIMEOUT_MS) {
        const res = await getJson(`${origin}/api/events/${id}`);
        if (res.status === 200 && res.body.title === title) {
          seen = true;
          break;
        }
        await sleep(1);
      }
      if (seen) lags.push(performance.now() - t0);
      else lost++;
    }
    fs.writeFileSync(process.env.RESULT_FILE, JSON.stringify({ lags, commands, lost, writes: WRITES, distinctEvents: ids.length }));
  } finally {
    await ctx.close();
    agent.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
