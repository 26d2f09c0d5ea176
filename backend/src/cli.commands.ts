import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Command, Query } from '@nestjs/cqrs';
import { ZodTypeAny, z } from 'zod';
import { CreateCategoryCommand } from './modules/categories/commands/create-category/create-category.command';
import { createCategoryRequestSchema } from './modules/categories/commands/create-category/create-category.request';
import { UpdateCategoryCommand } from './modules/categories/commands/update-category/update-category.command';
import { updateCategoryRequestSchema } from './modules/categories/commands/update-category/update-category.request';
import { CreateEventCommand } from './modules/events/commands/create-event/create-event.command';
import { eventChangesSchema, eventDetailsSchema } from './modules/events/contracts/event-details.schema';
import { ParsedImportFile, parseImportFile } from './modules/events/commands/import-events/event-import.file';
import { ExpireEventCommand } from './modules/events/commands/expire-event/expire-event.command';
import { FeatureEventCommand } from './modules/events/commands/feature-event/feature-event.command';
import { PublishEventCommand } from './modules/events/commands/publish-event/publish-event.command';
import { RemoveEventCommand } from './modules/events/commands/remove-event/remove-event.command';
import { UnfeatureEventCommand } from './modules/events/commands/unfeature-event/unfeature-event.command';
import { RestoreEventCommand } from './modules/events/commands/restore-event/restore-event.command';
import { UpdateEventCommand } from './modules/events/commands/update-event/update-event.command';
import { CreateAdminCommand } from './modules/identity/commands/create-admin/create-admin.command';
import { ADMIN_ROLES, AdminRole } from './modules/identity/domain/admin-user.aggregate';
import { ResetAdminPasswordCommand } from './modules/identity/commands/reset-admin-password/reset-admin-password.command';
import { SetAdminAccessCommand } from './modules/identity/commands/set-admin-access/set-admin-access.command';
import { ListAdminsQuery } from './modules/identity/queries/list-admins/list-admins.query';
import { PublishNewsItemCommand } from './modules/news/commands/publish-news-item/publish-news-item.command';
import { publishNewsItemRequestSchema } from './modules/news/commands/publish-news-item/publish-news-item.request';
import { describeZodError } from './platform/http/zod-validation.pipe';

export const HELP = `Festival Finder command line: issues the same commands as the admin console.
Usage: npm run cli -- <command> [arguments]

  create-event <json|@file> [--publish] [--featured]   create an event (fields: docs/api-contract.md)
  update-event <id> <json|@file> [--expect-version N]  change fields of an event
  publish-event <id> [--expect-version N]
  feature-event <id> | unfeature-event <id>
  expire-event <id> | remove-event <id> [--reason text]
  restore-event <id> [--expect-version N]               bring a removed or expired event back as a draft
  create-category <json|@file> | update-category <slug> <json|@file>
  publish-news <json|@file>
  seed                                                  seed the real catalogue into an empty database
  seed-refresh                                          bring seeded events nobody has edited up to the current catalogue
                                                        (dates, estimated or confirmed, descriptions); also at start-up
  import-events <file.json|file.csv> [--publish] [--chunk N]
                                                        bulk-import events (fields as create-event; docs/bulk-import.md):
                                                        invalid records are reported by line, the rest imported;
                                                        importing the same file again adds nothing twice
  seed-synthetic <count> [--chunk N]                    bulk-import generated events (benchmarks)
  rebuild-projections                                   replay the event log into fresh read-model indices
                                                        (Elasticsearch mode; the embedded index rebuilds at every start)
  projections parked                                    list events a projector could not apply (parked)
  projections retry-parked                              apply the parked events again (Elasticsearch mode)
  jobs list                                             background jobs: schedule, on/off, last and next run
  jobs run <name>                                       run a job now and wait for its outcome

  admin create <username> --role owner|editor|marketer [--password P] [--permanent]
                                                        add an admin; without --password a temporary one is generated
                                                        and printed (to be changed at first sign-in, unless --permanent)
  admin reset-password <username> [--password P]        set a temporary password (printed) and end their sessions
  admin disable <username> | admin enable <username>    disabling ends their sessions; the last owner stays enabled
  admin list                                            every admin account
`;

/** What one command line asks for: a write command for the bus, or one of the maintenance tasks. */
export type CliAction =
  /** `reveal` is printed beside the result (a generated temporary password, shown once). */
  | { kind: 'command'; command: Command<unknown>; reveal?: Record<string, string> }
  | { kind: 'query'; query: Query<unknown> }
  | { kind: 'seed' }
  | { kind: 'seed-refresh' }
  | { kind: 'seed-synthetic'; count: number; chunk?: number }
  | { kind: 'import-events'; file: string; parsed: ParsedImportFile; chunk?: number }
  | { kind: 'rebuild-projections' }
  | { kind: 'projections-parked' }
  | { kind: 'projections-retry-parked' }
  | { kind: 'jobs-list' }
  | { kind: 'jobs-run'; name: string }
  | { kind: 'help'; unknown?: string };

/** A mistake on the command line, told in words a person can act on. */
export class CliUsageError extends Error {}

function readJson(arg: string | undefined, what: string): unknown {
  if (!arg) throw new CliUsageError(`missing ${what} (inline JSON or @file)`);
  const text = arg.startsWith('@') ? readFileSync(arg.slice(1), 'utf8') : arg;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliUsageError(`${what} is not valid JSON: ${(error as Error).message}`);
  }
}

/** The same zod schemas as the HTTP endpoints, with the same messages. */
function validated<S extends ZodTypeAny>(schema: S, arg: string | undefined, what: string): z.infer<S> {
  const parsed = schema.safeParse(readJson(arg, what));
  if (!parsed.success) throw new CliUsageError(`invalid ${what}: ${describeZodError(parsed.error).message}`);
  return parsed.data;
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function required(value: string | undefined, what: string): string {
  if (!value || value.startsWith('--')) throw new CliUsageError(`missing ${what}`);
  return value;
}

function chunkSize(args: string[]): number | undefined {
  const raw = flag(args, '--chunk');
  if (raw === undefined) return undefined;
  const chunk = Number(raw);
  if (!Number.isInteger(chunk) || chunk < 1 || chunk > 10_000) throw new CliUsageError('--chunk needs a whole number from 1 to 10000, e.g. --chunk 1000');
  return chunk;
}

function expectedVersion(args: string[]): number | undefined {
  const raw = flag(args, '--expect-version');
  if (raw === undefined) return undefined;
  const version = Number(raw);
  if (!Number.isInteger(version) || version < 0) throw new CliUsageError('--expect-version needs a whole number, e.g. --expect-version 3');
  return version;
}

/** Parses and validates a command line; `now` stamps news published without a time. */
export function parseCliArgs([name, ...args]: string[], now: Date): CliAction {
  const command = (c: Command<unknown>): CliAction => ({ kind: 'command', command: c });
  switch (name) {
    case 'create-event':
      return command(
        new CreateEventCommand(validated(eventDetailsSchema, args[0], 'event JSON'), {
          publish: args.includes('--publish'),
          featured: args.includes('--featured'),
        }),
      );
    case 'update-event': {
      const id = required(args[0], 'event id');
      return command(new UpdateEventCommand(id, validated(eventChangesSchema, args[1], 'event JSON'), expectedVersion(args)));
    }
    case 'publish-event':
      return command(new PublishEventCommand(required(args[0], 'event id'), expectedVersion(args)));
    case 'feature-event':
      return command(new FeatureEventCommand(required(args[0], 'event id'), expectedVersion(args)));
    case 'unfeature-event':
      return command(new UnfeatureEventCommand(required(args[0], 'event id'), expectedVersion(args)));
    case 'expire-event':
      return command(new ExpireEventCommand(required(args[0], 'event id'), expectedVersion(args)));
    case 'restore-event':
      return command(new RestoreEventCommand(required(args[0], 'event id'), expectedVersion(args)));
    case 'remove-event':
      return command(new RemoveEventCommand(required(args[0], 'event id'), expectedVersion(args), flag(args, '--reason') ?? null));
    case 'create-category':
      return command(new CreateCategoryCommand(validated(createCategoryRequestSchema, args[0], 'category JSON')));
    case 'update-category': {
      const slug = required(args[0], 'category slug');
      return command(new UpdateCategoryCommand(slug, validated(updateCategoryRequestSchema, args[1], 'category JSON')));
    }
    case 'publish-news': {
      const news = validated(publishNewsItemRequestSchema, args[0], 'news JSON');
      return command(new PublishNewsItemCommand({ ...news, publishedAt: news.publishedAt ?? now.toISOString() }));
    }
    case 'seed':
      return { kind: 'seed' };
    case 'seed-refresh':
      return { kind: 'seed-refresh' };
    case 'seed-synthetic': {
      const count = Number(args[0]);
      if (!Number.isInteger(count) || count < 1) throw new CliUsageError('seed-synthetic needs a positive count');
      return { kind: 'seed-synthetic', count, chunk: chunkSize(args) };
    }
    case 'import-events': {
      const file = required(args[0], 'import file (.json or .csv)');
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        throw new CliUsageError(`cannot read ${file}: ${(error as Error).message}`);
      }
      try {
        return { kind: 'import-events', file, parsed: parseImportFile(file, text, { publish: args.includes('--publish') }), chunk: chunkSize(args) };
      } catch (error) {
        throw new CliUsageError(`${file}: ${(error as Error).message}`);
      }
    }
    case 'rebuild-projections':
      return { kind: 'rebuild-projections' };
    case 'projections':
      if (args[0] === 'parked') return { kind: 'projections-parked' };
      if (args[0] === 'retry-parked') return { kind: 'projections-retry-parked' };
      throw new CliUsageError('usage: projections parked | projections retry-parked');
    case 'admin':
      return parseAdminArgs(args);
    case 'jobs':
      if (args[0] === 'list') return { kind: 'jobs-list' };
      if (args[0] === 'run' && args[1]) return { kind: 'jobs-run', name: args[1] };
      throw new CliUsageError('usage: jobs list | jobs run <name>');
    default:
      return { kind: 'help', unknown: name && name !== 'help' ? name : undefined };
  }
}

function parseAdminArgs([sub, username, ...rest]: string[]): CliAction {
  if (sub === 'list') return { kind: 'query', query: new ListAdminsQuery() };
  const given = flag(rest, '--password');
  const password = given ?? randomBytes(15).toString('base64url');
  const reveal = given ? undefined : { temporaryPassword: password };
  const name = () => required(username, `username for admin ${sub}`);
  switch (sub) {
    case 'create': {
      const role = flag(rest, '--role');
      if (!ADMIN_ROLES.includes(role as AdminRole)) throw new CliUsageError('admin create needs --role owner, --role editor or --role marketer');
      return { kind: 'command', command: new CreateAdminCommand(name(), role as AdminRole, password, { temporary: !rest.includes('--permanent') }), reveal };
    }
    case 'reset-password':
      return { kind: 'command', command: new ResetAdminPasswordCommand(name(), password, 'cli'), reveal };
    case 'disable':
      return { kind: 'command', command: new SetAdminAccessCommand(name(), true) };
    case 'enable':
      return { kind: 'command', command: new SetAdminAccessCommand(name(), false) };
    default:
      throw new CliUsageError('admin needs one of: create, reset-password, disable, enable, list (see npm run cli -- help)');
  }
}
