/**
 * When the snapshot is written, on a real database with real app starts: by the CLI after a bulk import
 * (the next start loads it instead of replaying the import), by the running site once its index has been
 * idle after a change (never while writes keep coming, never when nothing changed), and what a crash
 * leaves behind (the last periodic snapshot) gives, after catch-up, the same answers as a full rebuild.
 * A snapshot written by another version of the code is ignored.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INestApplicationContext, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { createContext } from '../../../../../bootstrap';
import { runAs } from '../../../../../platform/actor/actor-context';
import { AppConfig } from '../../../../../platform/config/app-config';
import { lastSequence } from '../../../../../platform/event-log/event-log.reader';
import { startTestApp, TestApp, eventually } from '../../../../../platform/testing/test-app';
import { createTestDatabase } from '../../../../../platform/testing/test-database';
import { todayDay } from '../../../../../platform/time/uk-days';
import { CatalogueSeeder } from '../../../../seed/catalogue.seeder';
import { generateSyntheticEvents } from '../../../../seed/synthetic-catalogue';
import { EventReadModel } from '../../../application/ports/event-read-model.port';
import { BulkEventImport } from '../../../commands/import-events/bulk-event-import';
import { UpdateEventCommand } from '../../../commands/update-event/update-event.command';
import { EventIndexSnapshotFile } from './event-index-snapshot';
import { EventIndexSnapshots } from './event-index-snapshots';

let dataDir: string;
let databaseUrl: string;
const snapshotPath = () => path.join(dataDir, 'read-model', 'event-search.snapshot');
const header = () => JSON.parse(readFileSync(snapshotPath(), 'utf8').split('\n', 1)[0]) as { mark: { position: number }; savedAt: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ff-snapshots-'));
  databaseUrl = await createTestDatabase();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (snapshots: boolean, env: Record<string, string> = {}) =>
  startTestApp({ databaseUrl, env: { DATA_DIR: dataDir, READ_MODEL_SNAPSHOT: snapshots ? 'true' : 'false', READ_MODEL_SNAPSHOT_IDLE_SECONDS: '0', ...env } });

/** The CLI's context (no projectors), as `cli.js import-events` builds it. */
const cliContext = () =>
  createContext({
    config: AppConfig.fromEnv({}, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'error', NODE_ENV: 'test' }),
    seed: false,
    projections: false,
  });

async function importAsCli(ctx: INestApplicationContext, count: number, seed: number) {
  const records = generateSyntheticEvents(count, todayDay(new Date()), seed).map((event, i) => ({ at: `item ${i + 1}`, event }));
  await runAs({ kind: 'cli' }, () => ctx.get(BulkEventImport).run(`snapshot-test-${seed}`, records, { chunk: 500 }));
  return ctx.get(EventIndexSnapshots).buildFromLog();
}

/** Everything the index holds, in a stable order, plus a few public answers. */
async function contents(t: TestApp) {
  const ids: string[] = (await t.db.query(`SELECT id FROM events ORDER BY id`)).map((r: { id: string }) => r.id);
  const docs = await t.app.get(EventReadModel).getMany(ids);
  const answers = [];
  for (const p of ['/api/events/search?q=festival&limit=50', '/api/events/search?q=jazz&sort=date', '/api/events/regions']) answers.push((await t.get(p)).body);
  return { docs, answers };
}

async function fullReplay() {
  const t = await start(false);
  try {
    return await contents(t);
  } finally {
    await t.close();
  }
}

async function rename(t: TestApp, title: string, nth = 0): Promise<string> {
  const [{ id }] = await t.db.query(`SELECT id FROM events WHERE status IN ('published', 'draft') ORDER BY id OFFSET $1 LIMIT 1`, [nth]);
  await runAs({ kind: 'system' }, () => t.app.get(CommandBus).execute(new UpdateEventCommand(id, { title })));
  return id;
}

describe('event index snapshots: after an import, periodically, after a crash', () => {
  let warnings: string[];
  let logs: string[];
  const startedFrom = () =>
    logs
      .map((m) => /started from a snapshot at (\d+)/.exec(m)?.[1])
      .filter(Boolean)
      .map(Number);
  const periodicSaves = () => logs.filter((m) => /\(idle\)/.test(m));
  beforeEach(() => {
    warnings = [];
    logs = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((m: unknown) => void warnings.push(String(m)));
    jest.spyOn(Logger.prototype, 'log').mockImplementation((m: unknown) => void logs.push(String(m)));
  });
  afterEach(() => jest.restoreAllMocks());

  it('the CLI writes the snapshot after a bulk import; the next start loads it instead of replaying the log', async () => {
    const ctx = await cliContext();
    try {
      await ctx.get(CatalogueSeeder).seedIfEmpty();
      const built = await importAsCli(ctx, 400, 1);
      const last = await lastSequence(ctx.get(DataSource));
      expect(built).toMatchObject({ from: 'event log', position: last });
      expect(built.documents).toBeGreaterThanOrEqual(400);
      expect(header().mark.position).toBe(last);

      // A second import starts from that snapshot and applies only its own events.
      const again = await importAsCli(ctx, 150, 2);
      const after = await lastSequence(ctx.get(DataSource));
      expect(again).toMatchObject({ from: 'snapshot', position: after });
      expect(again.eventsApplied).toBe(after - last);
      expect(header().mark.position).toBe(after);
    } finally {
      await ctx.close();
    }
    const full = await fullReplay();
    const t = await start(true);
    const restored = await contents(t);
    await t.close();
    expect(startedFrom()).toEqual([header().mark.position]);
    expect(restored).toEqual(full);
    expect(warnings.filter((w) => /snapshot/i.test(w))).toEqual([]);
  }, 180_000);

  it('the running site saves a snapshot only once its index has been idle after a change', async () => {
    const t = await start(true, { READ_MODEL_SNAPSHOT_IDLE_SECONDS: '1.5', READ_MODEL_SNAPSHOT_MIN_INTERVAL_SECONDS: '0' });
    try {
      expect(startedFrom()).toHaveLength(1);
      const before = header().savedAt;
      await new Promise((r) => setTimeout(r, 3500)); // idle, but nothing changed since the snapshot it started from
      expect(periodicSaves()).toEqual([]);
      expect(header().savedAt).toBe(before);

      // Writes one after another for 4 s: never idle for 1.5 s, so nothing is saved meanwhile.
      const until = Date.now() + 4000;
      for (let i = 0; Date.now() < until; i++) await rename(t, `Busy rename ${i}`, i % 5);
      expect(periodicSaves()).toEqual([]);
      expect(header().savedAt).toBe(before);

      // Then idle: saved once, at the end of the log.
      const last = await lastSequence(t.db);
      await eventually(async () => expect(periodicSaves()).toHaveLength(1), 15_000);
      expect(header().mark.position).toBe(last);
      await new Promise((r) => setTimeout(r, 3500)); // unchanged since: not saved again
      expect(periodicSaves()).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 180_000);

  it('after a crash, the last periodic snapshot plus catch-up answers exactly as a full rebuild', async () => {
    const t = await start(true, { READ_MODEL_SNAPSHOT_IDLE_SECONDS: '0.5', READ_MODEL_SNAPSHOT_MIN_INTERVAL_SECONDS: '0' });
    const crashCopy = path.join(dataDir, 'crash-copy');
    let periodicAt: number;
    try {
      await rename(t, 'Renamed before the periodic snapshot', 7);
      await eventually(async () => expect(periodicSaves()).toHaveLength(1), 15_000);
      periodicAt = header().mark.position;
      // What kill -9 leaves on disk: the periodic snapshot, and events in the log after it.
      copyFileSync(snapshotPath(), crashCopy);
      await rename(t, 'Renamed after the periodic snapshot', 8);
      await rename(t, 'Renamed again after the periodic snapshot', 9);
    } finally {
      await t.close(); // a graceful stop would save again: put the crash's file back instead
    }
    copyFileSync(crashCopy, snapshotPath());
    expect(header().mark.position).toBe(periodicAt!);

    const full = await fullReplay();
    logs = [];
    const restarted = await start(true);
    const restored = await contents(restarted);
    await restarted.close();
    expect(startedFrom()).toEqual([periodicAt!]);
    expect(restored.docs.map((d) => d.title)).toEqual(
      expect.arrayContaining(['Renamed after the periodic snapshot', 'Renamed again after the periodic snapshot']),
    );
    expect(restored).toEqual(full);
    expect(warnings.filter((w) => /snapshot/i.test(w))).toEqual([]);
  }, 180_000);

  it('a snapshot written by another version of the code is ignored with a warning: the log is replayed', async () => {
    const file = new EventIndexSnapshotFile(snapshotPath());
    const loaded = (await file.load())!;
    const marked = loaded.snapshot.docs.map(([slot, d], i): [number, typeof d] => [slot, i === 0 ? { ...d, venue: 'Old code' } : d]);
    await new EventIndexSnapshotFile(snapshotPath(), () => 'an older build').save(loaded.mark, { ...loaded.snapshot, docs: marked });
    const full = await fullReplay();
    const t = await start(true);
    const restored = await contents(t);
    await t.close();
    expect(startedFrom()).toEqual([]);
    expect(warnings.join('\n')).toMatch(/ignored: written by another version of the code/);
    expect(restored).toEqual(full);
  }, 120_000);
});
