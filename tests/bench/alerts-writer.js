'use strict';
// The writes of `npm run bench:alerts`, as their own process next to the running site (as lag-writer.js does): an app
// context on the site's database (no HTTP, no projections) issues the real commands; the site's relay and projectors
// follow through the event log. Phase `create`: N synthetic events in one import transaction. Phase `change`: each of
// those events updated once (its own command and transaction), moved to another region and category with new dates.
// Env: DATABASE_URL, BACKEND_DIST, PHASE (create | change), COUNT, RESULT_FILE.
const fs = require('node:fs');
const path = require('node:path');

const dist = process.env.BACKEND_DIST;
const backendRequire = (p) => require(path.join(dist, p));

async function main() {
  require(require.resolve('reflect-metadata', { paths: [dist] }));
  const { createContext } = backendRequire('src/bootstrap.js');
  const { AppConfig } = backendRequire('src/platform/config/app-config.js');
  const { EventLogRelay } = backendRequire('src/platform/event-log/event-log.relay.js');
  const { BulkEventImport } = backendRequire('src/modules/events/commands/import-events/bulk-event-import.js');
  const { UpdateEventCommand } = backendRequire('src/modules/events/commands/update-event/update-event.command.js');
  const { generateSyntheticEvents } = backendRequire('src/modules/seed/synthetic-catalogue.js');
  const { todayDay, dayParts } = backendRequire('src/platform/time/uk-days.js');
  const { CommandBus } = require(require.resolve('@nestjs/cqrs', { paths: [dist] }));
  const { DataSource } = require(require.resolve('typeorm', { paths: [dist] }));

  const config = AppConfig.fromEnv(process.env, { SEED_CATALOGUE: 'false', LOG_LEVEL: 'warn', MAIL_OUTBOX_POLL_MS: '0', JOBS_ENABLED: 'false' });
  const ctx = await createContext({ config, seed: false, projections: false });
  const db = ctx.get(DataSource);
  const lastSeq = async () => Number((await db.query('SELECT COALESCE(MAX(sequence), 0) AS s FROM event_log'))[0].s);
  const count = Number(process.env.COUNT ?? 1000);
  try {
    // The site's relay (woken by NOTIFY) is the path under test: this context's own relay stays off.
    await ctx.get(EventLogRelay).stop();
    const before = await lastSeq();
    const started = performance.now();
    let ids;
    if (process.env.PHASE === 'create') {
      const today = todayDay(new Date());
      const records = generateSyntheticEvents(count, today, 20261128).map((event, i) => ({ at: `item ${i + 1}`, event }));
      const summary = await ctx.get(BulkEventImport).run('alerts-bench', records, { chunk: count });
      if (summary.created !== count) throw new Error(`created ${summary.created} of ${count}: ${summary.message}`);
      ids = (await db.query(`SELECT DISTINCT stream_id FROM event_log WHERE sequence > $1 AND type = 'EventCreated'`, [before])).map((r) => r.stream_id);
    } else {
      ids = JSON.parse(fs.readFileSync(process.env.IDS_FILE, 'utf8'));
      const regions = ['london', 'southeast', 'southwest', 'midlands', 'northwest', 'northeast', 'yorkshire', 'scotland', 'wales', 'northern-ireland'];
      const categories = ['music', 'food-drink', 'arts-culture', 'family', 'classical', 'folk', 'comedy', 'wellness'];
      const bus = ctx.get(CommandBus);
      const today = todayDay(new Date());
      const iso = (day) => {
        const { year, month, date: d } = dayParts(day);
        return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      };
      for (let i = 0; i < ids.length; i++) {
        const start = today + 20 + ((i * 37) % 400);
        await bus.execute(
          new UpdateEventCommand(ids[i], {
            region: regions[i % regions.length],
            category: categories[(i * 7) % categories.length],
            startDate: iso(start),
            endDate: iso(start + (i % 3)),
            title: `Alerts Bench Changed ${i}`,
          }),
        );
      }
    }
    const committedMs = performance.now() - started;
    fs.writeFileSync(process.env.RESULT_FILE, JSON.stringify({ ids, before, after: await lastSeq(), committedMs, committedAt: Date.now() }));
  } finally {
    await ctx.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
