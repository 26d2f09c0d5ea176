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
import { dayToIso, todayDay } from '../../../../../platform/time/uk-days';
import { EventReadModel } from '../../../application/ports/event-read-model.port';
import { BulkEventImport } from '../../../commands/import-events/bulk-event-import';
import { ImportedEvent } from '../../../commands/import-events/import-events.command';
import { UpdateEventCommand } from '../../../commands/update-event/update-event.command';
import { EventIndexSnapshotFile } from './event-index-snapshot';
import { EventIndexSnapshots } from './event-index-snapshots';
import { withDocument } from '../testing/snapshot-documents';

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

/** Published upcoming events with varied words, in every category and a few regions (the seed module's generator is its own). */
function generate(count: number, batch: number): ImportedEvent[] {
  const today = todayDay(new Date());
  const categories = ['music', 'food-drink', 'arts-culture', 'family', 'comedy'];
  const words = ['jazz', 'folk', 'harbour', 'festival', 'street food', 'lantern', 'comedy', 'orchestra', 'market', 'greenman'];
  return Array.from({ length: count }, (_, i) => ({
    publish: i % 4 !== 0,
    featured: i % 53 === 0,
    details: {
      title: `${words[i % words.length]} ${words[(i * 7 + batch) % words.length]} Festival ${batch}-${i + 1}`,
      description: `A ${words[(i * 3) % words.length]} weekend with ${words[(i * 5 + 1) % words.length]} by the river, day ${i % 300}.`,
      imageUrl: null,
      category: categories[i % categories.length],
      startDate: dayToIso(today + 1 + (i % 300)),
      endDate: dayToIso(today + 1 + (i % 300) + (i % 3)),
      venue: `${words[(i + batch) % words.length]} Park`,
      city: ['Bristol', 'Leeds', 'London', 'Cardiff'][i % 4],
      region: ['southwest', 'yorkshire', 'london', 'wales'][i % 4],
      latitude: 52 + (i % 7) / 10,
      longitude: -1 - (i % 5) / 10,
      priceText: i % 5 === 0 ? 'Free' : `from £${5 + (i % 40)}`,
      ticketUrl: `https://tickets.example.org/e/${batch}/${i + 1}`,
      source: 'snapshot-test',
      tags: i % 2 ? ['outdoor', 'camping'] : ['family-friendly'],
    },
  }));
}

async function importAsCli(ctx: INestApplicationContext, count: number, seed: number) {
  const records = generate(count, seed).map((event, i) => ({ at: `item ${i + 1}`, event }));
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
    await (await startTestApp({ databaseUrl, seed: true })).close(); // the real catalogue (categories), no snapshot
    const ctx = await cliContext();
    try {
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
    const marked = withDocument(loaded.snapshot, 0, (d) => ({ ...d, venue: 'Old code' }));
    await new EventIndexSnapshotFile(snapshotPath(), () => 'an older build').save(loaded.mark, marked);
    const full = await fullReplay();
    const t = await start(true);
    const restored = await contents(t);
    await t.close();
    expect(startedFrom()).toEqual([]);
    expect(warnings.join('\n')).toMatch(/ignored: written by another version of the code/);
    expect(restored).toEqual(full);
  }, 120_000);
});
