/**
 * The index snapshot across real restarts on a real database: saved at shutdown, used at start only
 * when the database still shows the log it was taken at, then caught up; a stale, foreign or damaged
 * file is ignored with a warning and the log is replayed. Answers always equal a full replay.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { runAs } from '../../../../../platform/actor/actor-context';
import { LogMark } from '../../../../../platform/event-log/event-log.reader';
import { startTestApp, TestApp } from '../../../../../platform/testing/test-app';
import { createTestDatabase } from '../../../../../platform/testing/test-database';
import { EventReadModel } from '../../../application/ports/event-read-model.port';
import { UpdateEventCommand } from '../../../commands/update-event/update-event.command';
import { EventIndexSnapshotFile } from './event-index-snapshot';
import { snapshotDocuments, withDocument } from '../testing/snapshot-documents';

let dataDir: string;
let databaseUrl: string;
const snapshotPath = () => path.join(dataDir, 'read-model', 'event-search.snapshot');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ff-snapshot-'));
  databaseUrl = await createTestDatabase();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (snapshots: boolean, url = databaseUrl, seed = false) =>
  startTestApp({ databaseUrl: url, seed, env: { DATA_DIR: dataDir, READ_MODEL_SNAPSHOT: snapshots ? 'true' : 'false' } });

/** Everything the index holds (admin view, every status), in a stable order, plus a few public answers. */
async function contents(t: TestApp) {
  const ids: string[] = (await t.db.query(`SELECT id FROM events ORDER BY id`)).map((r: { id: string }) => r.id);
  const docs = await t.app.get(EventReadModel).getMany(ids);
  const answers = [];
  for (const p of ['/api/events/search?q=festival&limit=50', '/api/events/search?q=jazz', '/api/events/search/smart?q=music%20in%20london%20not%20jazz']) {
    const r = await t.get<Record<string, unknown>>(p);
    answers.push(p.includes('/search/smart') ? { ...r.body, searchTime: 0 } : r.body);
  }
  return { docs, total: docs.length, answers };
}

async function rename(t: TestApp, title: string): Promise<string> {
  const [{ id }] = await t.db.query(`SELECT id FROM events WHERE status IN ('published', 'draft') ORDER BY id LIMIT 1`);
  await runAs({ kind: 'system' }, () => t.app.get(CommandBus).execute(new UpdateEventCommand(id, { title })));
  return id;
}

const readMark = (): LogMark => JSON.parse(readFileSync(snapshotPath(), 'utf8').split('\n', 1)[0]).mark;

describe('event index snapshot', () => {
  let warnings: string[];
  beforeEach(() => {
    warnings = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((m: unknown) => void warnings.push(String(m)));
  });
  afterEach(() => jest.restoreAllMocks());

  it('is saved at shutdown; a restart starts from it and catches up with what was written after', async () => {
    const first = await start(true, databaseUrl, true);
    await first.close();
    const mark = readMark();
    expect(mark.position).toBeGreaterThan(0);
    // It holds drafts: for the site's own user only.
    expect(statSync(snapshotPath()).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(snapshotPath())).mode & 0o077).toBe(0);

    // Written while no snapshot is taken (after the snapshot's position).
    const writer = await start(false);
    const id = await rename(writer, 'Renamed after the snapshot');
    await writer.close();

    // Mark the saved copy, so the test can see which index the restart uses (same id and version: catch-up leaves it).
    const file = new EventIndexSnapshotFile(snapshotPath());
    const loaded = (await file.load())!;
    const other = snapshotDocuments(loaded.snapshot).findIndex((d) => d.id !== id);
    const otherId = snapshotDocuments(loaded.snapshot)[other].id;
    await file.save(
      loaded.mark,
      withDocument(loaded.snapshot, other, (d) => ({ ...d, venue: 'Marked by the snapshot test' })),
    );

    const restarted = await start(true);
    const restored = await contents(restarted);
    const byId = new Map(restored.docs.map((d) => [d.id, d]));
    expect(byId.get(otherId)!.venue).toBe('Marked by the snapshot test'); // the snapshot was used
    expect(byId.get(id)!.title).toBe('Renamed after the snapshot'); // and caught up
    await restarted.close();
    expect(readMark().position).toBeGreaterThan(mark.position); // saved again, further on

    // Apart from the test's mark, the same as a full replay of the log.
    const replayed = await start(false);
    const full = await contents(replayed);
    await replayed.close();
    const unmark = (docs: typeof full.docs) => docs.map((d) => (d.id === otherId ? { ...d, venue: '' } : d));
    expect(unmark(restored.docs)).toEqual(unmark(full.docs));
    expect(restored.total).toBe(full.total);
    expect(warnings.filter((w) => /snapshot/i.test(w))).toEqual([]);
  }, 120_000);

  it('snapshot + catch-up answers exactly as a full replay', async () => {
    rmSync(snapshotPath()); // the previous test's copy carries its mark: start from a clean one
    const base = await start(true);
    await base.close();
    const writer = await start(false);
    await rename(writer, 'Second rename');
    await writer.close();
    const replayed = await start(false); // the whole log, from 0
    const full = await contents(replayed);
    await replayed.close();
    const restarted = await start(true); // the snapshot saved by the previous test, then catch-up
    const restored = await contents(restarted);
    await restarted.close();
    expect(full.docs.some((d) => d.title === 'Second rename')).toBe(true);
    expect(restored.docs).toEqual(full.docs);
    expect(restored.answers).toEqual(full.answers);
    expect(warnings.filter((w) => /snapshot/i.test(w))).toEqual([]);
  }, 120_000);

  it('a snapshot ahead of the database, or of another database, is ignored: the log is replayed', async () => {
    const file = new EventIndexSnapshotFile(snapshotPath());
    const loaded = (await file.load())!;

    await file.save(
      { ...loaded.mark, position: loaded.mark.position + 1000 },
      withDocument(loaded.snapshot, 0, (d) => ({ ...d, venue: 'Ahead' })),
    );
    let t = await start(true);
    expect((await contents(t)).docs.some((d) => d.venue === 'Ahead')).toBe(false);
    expect(warnings.join('\n')).toMatch(/snapshot ignored: it is ahead of the event log/);
    await t.close(); // saves a good snapshot again

    const again = (await file.load())!;
    await file.save(
      { ...again.mark, streamId: 'someone-else' },
      withDocument(again.snapshot, 0, (d) => ({ ...d, venue: 'Foreign' })),
    );
    t = await start(true);
    expect((await contents(t)).docs.some((d) => d.venue === 'Foreign')).toBe(false);
    expect(warnings.join('\n')).toMatch(/is not the one it was taken from/);
    await t.close();

    // Another database in the same data folder: its own log, never the snapshot.
    const elsewhere = await createTestDatabase();
    t = await start(true, elsewhere, true);
    const docs = (await contents(t)).docs;
    expect(docs.some((d) => d.title === 'Second rename')).toBe(false);
    expect(warnings.join('\n')).toMatch(/snapshot ignored/);
    await t.close();
  }, 180_000);

  it('a damaged file is ignored with a warning and the log is replayed', async () => {
    const writer = await start(true);
    const expected = await contents(writer);
    await writer.close();
    const bytes = readFileSync(snapshotPath());
    bytes[bytes.length - 10] ^= 0x20; // one flipped bit near the end
    writeFileSync(snapshotPath(), bytes);
    const t = await start(true);
    expect((await contents(t)).docs).toEqual(expected.docs);
    expect(warnings.join('\n')).toMatch(/ignored: the file is damaged/);
    await t.close();

    writeFileSync(snapshotPath(), bytes.subarray(0, 1000)); // cut short
    const t2 = await start(true);
    expect((await contents(t2)).docs).toEqual(expected.docs);
    expect(warnings.join('\n')).toMatch(/ignored/);
    await t2.close();
  }, 120_000);
});
