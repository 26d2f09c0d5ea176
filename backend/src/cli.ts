import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { createContext } from './bootstrap';
import { CreateCategoryCommand } from './modules/categories/commands/create-category/create-category.command';
import { UpdateCategoryCommand } from './modules/categories/commands/update-category/update-category.command';
import { CreateEventCommand } from './modules/events/commands/create-event/create-event.command';
import { eventDetailsSchema } from './modules/events/commands/event-details.schema';
import {
  ExpireEventCommand,
  FeatureEventCommand,
  PublishEventCommand,
  RemoveEventCommand,
  UnfeatureEventCommand,
} from './modules/events/commands/event-lifecycle/event-lifecycle.commands';
import { UpdateEventCommand } from './modules/events/commands/update-event/update-event.command';
import { CreateAdminCommand } from './modules/identity/commands/create-admin/create-admin.command';
import { ResetAdminPasswordCommand } from './modules/identity/commands/reset-admin-password/reset-admin-password.command';
import { SetAdminAccessCommand } from './modules/identity/commands/set-admin-access/set-admin-access.command';
import { ListAdminsQuery } from './modules/identity/queries/list-admins/list-admins.query';
import { PublishNewsItemCommand } from './modules/news/commands/publish-news-item/publish-news-item.command';
import { CatalogueSeeder } from './modules/seed/catalogue.seeder';
import { generateSyntheticEvents } from './modules/seed/synthetic-catalogue';
import { runAs } from './platform/actor/actor-context';
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

  admin create <username> --role owner|editor [--password P] [--permanent]
                                                        add an admin; without --password a temporary one is generated
                                                        and printed (to be changed at first sign-in, unless --permanent)
  admin reset-password <username> [--password P]        set a temporary password (printed) and end their sessions
  admin disable <username> | admin enable <username>    disabling ends their sessions; the last owner stays enabled
  admin list                                            every admin account
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
      const parsed = eventDetailsSchema.partial().safeParse(json(args[1]));
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
    case 'admin':
      return runAs({ kind: 'cli' }, () => admin(ctx, args));
    default:
      process.stdout.write(HELP);
      return command && command !== 'help' ? Promise.reject(new Error(`unknown command "${command}"`)) : null;
  }
}

/** `admin …`: the identity commands, run as the CLI actor (recorded in the event and operations logs). */
async function admin(ctx: INestApplicationContext, [sub, username, ...rest]: string[]): Promise<unknown> {
  const bus = ctx.get(CommandBus);
  const given = flag(rest, '--password');
  const password = given ?? randomBytes(15).toString('base64url');
  const shown = given ? {} : { temporaryPassword: password };
  const need = () => {
    if (!username || username.startsWith('--')) throw new Error(`admin ${sub} needs a username`);
    return username;
  };
  switch (sub) {
    case 'create': {
      const role = flag(rest, '--role');
      if (role !== 'owner' && role !== 'editor') throw new Error('admin create needs --role owner or --role editor');
      const user = await bus.execute(new CreateAdminCommand(need(), role, password, { temporary: !rest.includes('--permanent') }));
      return { ...user, ...shown };
    }
    case 'reset-password':
      return { ...(await bus.execute(new ResetAdminPasswordCommand(need(), password, 'cli'))), ...shown };
    case 'disable':
      return bus.execute(new SetAdminAccessCommand(need(), true));
    case 'enable':
      return bus.execute(new SetAdminAccessCommand(need(), false));
    case 'list':
      return ctx.get(QueryBus).execute(new ListAdminsQuery());
    default:
      throw new Error('admin needs one of: create, reset-password, disable, enable, list (see npm run cli -- help)');
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
