import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createContext } from './bootstrap';
import { CreateCategoryCommand } from './modules/categories/commands/create-category/create-category.command';
import { UpdateCategoryCommand } from './modules/categories/commands/update-category/update-category.command';
import { CreateEventCommand } from './modules/events/commands/create-event/create-event.command';
import { eventChangesSchema, eventDetailsSchema } from './modules/events/contracts/event-details.schema';
import {
  ExpireEventCommand,
  FeatureEventCommand,
  PublishEventCommand,
  RemoveEventCommand,
  UnfeatureEventCommand,
} from './modules/events/commands/event-lifecycle/event-lifecycle.commands';
import { UpdateEventCommand } from './modules/events/commands/update-event/update-event.command';
import { PublishNewsItemCommand } from './modules/news/commands/publish-news-item/publish-news-item.command';
import { CatalogueSeeder } from './modules/seed/catalogue.seeder';
import { generateSyntheticEvents } from './modules/seed/synthetic-catalogue';
import { AppConfig } from './platform/config/app-config';
import { describeZodError } from './platform/http/zod-validation.pipe';
import { ProjectionsService } from './platform/projections/projections.service';
import { SystemClock } from './platform/time/clock';
import { todayDay } from './platform/time/uk-days';

const HELP = `Festival Finder command line: issues the same commands as the admin console.
Usage: npm run cli -- <command> [arguments]

  create-event <json|@file> [--publish] [--featured]   create an event (fields: docs/api-contract.md)
  update-event <id> <json|@file> [--expect-version N]  change fields of an event
  publish-event <id> [--expect-version N]
  feature-event <id> | unfeature-event <id>
  expire-event <id> | remove-event <id> [--reason text]
  create-category <json|@file> | update-category <slug> <json|@file>
  publish-news <json|@file>
  seed                                                  seed the real catalogue into an empty database
  seed-synthetic <count>                                bulk-import generated events (benchmarks)
  rebuild-projections                                   replay the event log into fresh read-model indices
                                                        (Elasticsearch mode; the embedded index rebuilds at every start)
`;

function json(arg: string | undefined): unknown {
  if (!arg) throw new Error('missing JSON argument');
  return JSON.parse(arg.startsWith('@') ? readFileSync(arg.slice(1), 'utf8') : arg);
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function run(ctx: INestApplicationContext, [command, ...args]: string[]): Promise<unknown> {
  const bus = ctx.get(CommandBus);
  const version = flag(args, '--expect-version') ? Number(flag(args, '--expect-version')) : undefined;
  switch (command) {
    case 'create-event': {
      const parsed = eventDetailsSchema.safeParse(json(args[0]));
      if (!parsed.success) throw new Error(describeZodError(parsed.error).message);
      return bus.execute(new CreateEventCommand(parsed.data, { publish: args.includes('--publish'), featured: args.includes('--featured') }));
    }
    case 'update-event': {
      const parsed = eventChangesSchema.safeParse(json(args[1]));
      if (!parsed.success) throw new Error(describeZodError(parsed.error).message);
      return bus.execute(new UpdateEventCommand(args[0], parsed.data, version));
    }
    case 'publish-event':
      return bus.execute(new PublishEventCommand(args[0], version));
    case 'feature-event':
      return bus.execute(new FeatureEventCommand(args[0], version));
    case 'unfeature-event':
      return bus.execute(new UnfeatureEventCommand(args[0], version));
    case 'expire-event':
      return bus.execute(new ExpireEventCommand(args[0], version));
    case 'remove-event':
      return bus.execute(new RemoveEventCommand(args[0], version, flag(args, '--reason') ?? null));
    case 'create-category':
      return bus.execute(new CreateCategoryCommand(json(args[0]) as never));
    case 'update-category':
      return bus.execute(new UpdateCategoryCommand(args[0], json(args[1]) as never));
    case 'publish-news':
      return bus.execute(new PublishNewsItemCommand(json(args[0]) as never));
    case 'seed':
      return { seeded: await ctx.get(CatalogueSeeder).seedIfEmpty() };
    case 'seed-synthetic': {
      const count = Number(args[0]);
      if (!Number.isInteger(count) || count < 1) throw new Error('seed-synthetic needs a positive count');
      await ctx.get(CatalogueSeeder).seedIfEmpty();
      await ctx.get(CatalogueSeeder).importMany(generateSyntheticEvents(count, todayDay(new SystemClock().now())));
      return { imported: count };
    }
    case 'rebuild-projections':
      return ctx.get(ProjectionsService).rebuildAll();
    default:
      process.stdout.write(HELP);
      return command && command !== 'help' ? Promise.reject(new Error(`unknown command "${command}"`)) : null;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const rebuild = args[0] === 'rebuild-projections';
  const config = AppConfig.fromEnv();
  if (rebuild && !config.values.ELASTICSEARCH_URL) {
    console.log('The embedded read model lives in the site process and is rebuilt from the event log at every start: restart the site.');
    return;
  }
  const ctx = await createContext({ config, seed: false, projections: rebuild });
  try {
    const result = await run(ctx, args);
    if (result !== null && result !== undefined) console.log(JSON.stringify(result, null, 2));
  } finally {
    await ctx.close();
  }
}

main().catch((error) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
