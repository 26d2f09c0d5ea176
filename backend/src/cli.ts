import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { createContext } from './bootstrap';
import { CliAction, HELP, parseCliArgs } from './cli.commands';
import { BulkEventImport } from './modules/events/commands/import-events/bulk-event-import';
import { EventIndexSnapshots } from './modules/events/infrastructure/read-model/embedded/event-index-snapshots';
import { CatalogueRefresher } from './modules/seed/catalogue.refresher';
import { CatalogueSeeder } from './modules/seed/catalogue.seeder';
import { generateSyntheticEvents } from './modules/seed/synthetic-catalogue';
import { runAs } from './platform/actor/actor-context';
import { AppConfig } from './platform/config/app-config';
import { ProjectionsService } from './platform/projections/projections.service';
import { JobScheduler } from './platform/scheduler/job-scheduler';
import { SystemClock } from './platform/time/clock';
import { todayDay } from './platform/time/uk-days';

async function run(ctx: INestApplicationContext, action: CliAction): Promise<unknown> {
  switch (action.kind) {
    case 'command': {
      const result = await ctx.get(CommandBus).execute(action.command);
      return action.reveal ? { ...(result as object), ...action.reveal } : result;
    }
    case 'query':
      return ctx.get(QueryBus).execute(action.query);
    case 'seed':
      return { seeded: await ctx.get(CatalogueSeeder).seedIfEmpty() };
    case 'seed-refresh':
      return ctx.get(CatalogueRefresher).refresh();
    case 'seed-synthetic': {
      await ctx.get(CatalogueSeeder).seedIfEmpty();
      const events = generateSyntheticEvents(action.count, todayDay(new SystemClock().now()));
      const records = events.map((event, i) => ({ at: `item ${i + 1}`, event }));
      return withIndexSnapshot(ctx, await ctx.get(BulkEventImport).run('synthetic', records, { chunk: action.chunk }));
    }
    case 'import-events': {
      const { records, invalid } = action.parsed;
      return withIndexSnapshot(ctx, await ctx.get(BulkEventImport).run(action.file, records, { chunk: action.chunk, alreadyRejected: invalid }));
    }
    case 'rebuild-projections':
      return ctx.get(ProjectionsService).rebuildAll();
    case 'projections-parked':
      return ctx.get(ProjectionsService).listParked();
    case 'projections-retry-parked':
      return ctx.get(ProjectionsService).retryParked();
    case 'jobs-list':
      return ctx.get(JobScheduler).list();
    case 'jobs-run': {
      const { operationId, done } = await ctx.get(JobScheduler).runNow(action.name);
      return { operationId, ...(await done) };
    }
    case 'help':
      return null;
  }
}

/**
 * After a bulk import, the search index snapshot is brought up to date here, so the site's next start
 * loads it instead of replaying the import (docs/search-performance.md). A failure leaves the import
 * as it is: the site then replays the log, as without a snapshot.
 */
async function withIndexSnapshot(ctx: INestApplicationContext, summary: object): Promise<object> {
  const snapshots = ctx.get(EventIndexSnapshots, { strict: false });
  if (!snapshots) return summary;
  try {
    return { ...summary, indexSnapshot: await snapshots.buildFromLog() };
  } catch (error) {
    return { ...summary, indexSnapshot: { error: `not written: ${error instanceof Error ? error.message : String(error)}` } };
  }
}

async function main(): Promise<void> {
  // Validate the command line before starting anything: a typo should not boot the database.
  const action = parseCliArgs(process.argv.slice(2), new SystemClock().now());
  if (action.kind === 'help') {
    process.stdout.write(HELP);
    if (action.unknown) throw new Error(`unknown command "${action.unknown}"`);
    return;
  }
  // These write into the read model, so they run its projectors here (only useful with a shared Elasticsearch).
  const rebuild = action.kind === 'rebuild-projections' || action.kind === 'projections-retry-parked';
  const config = AppConfig.fromEnv();
  if (rebuild && !config.values.ELASTICSEARCH_URL) {
    console.log(
      'The embedded read model lives in the site process and is rebuilt from the event log (parked events included) at every start: restart the site.',
    );
    return;
  }
  const ctx = await createContext({ config, seed: false, projections: rebuild });
  try {
    const result = await runAs({ kind: 'cli' }, () => run(ctx, action));
    if (result !== null && result !== undefined) console.log(JSON.stringify(result, null, 2));
  } finally {
    await ctx.close();
  }
}

main().catch((error) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
