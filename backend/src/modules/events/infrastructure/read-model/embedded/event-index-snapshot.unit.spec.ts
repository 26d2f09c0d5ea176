import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { EventDocument, EventSearchQuery } from '../../../application/ports/event-document';
import { syntheticEventDocuments } from '../../../testing/synthetic-event-documents';
import { OramaEventReadModel } from './orama-event-read-model';
import { EmbeddedEventIndex } from './embedded-event-index';
import { snapshotDocuments } from '../testing/snapshot-documents';
import { decodeSnapshot, encodeSnapshot, EventIndexSnapshotFile, prefetchSnapshotFile } from './event-index-snapshot';
import { LogMark } from '../../../../../platform/event-log/event-log.reader';

const TODAY = 20_800;
const ALL: EventSearchQuery['statuses'] = ['published', 'draft', 'expired', 'removed'];
const QUERIES: EventSearchQuery[] = [
  { text: 'festival', limit: 50 },
  { text: 'jazz bristol', typoTolerance: 1, limit: 20, sort: 'relevance' },
  { text: 'greenman', typoTolerance: 1, limit: 10 },
  { categories: ['music'], regions: ['london'], limit: 30, sort: 'date' },
  { statuses: ALL, text: 'renamed', limit: 100 },
  { fromDay: TODAY, toDay: TODAY + 90, maxPricePence: 2500, limit: 40, sort: 'price' },
  { access: ['step-free'], limit: 40, sort: 'date' },
];

/** Every answer a reader could see, as JSON text (key order included: facets keep dictionary order). */
async function answers(model: OramaEventReadModel): Promise<string> {
  const out: unknown[] = [];
  for (const q of QUERIES) {
    out.push(await model.search(q), await model.count(q), await model.facets(q, ['category', 'region', 'year']));
  }
  out.push(await model.listForAdmin({ limit: 50, sort: 'title', order: 'asc', problems: [], statuses: ALL, today: TODAY }));
  out.push(await model.qualitySummary(TODAY));
  return JSON.stringify(out);
}

/** Writes of every kind: text changes, flag changes, a category first seen late, removals. */
async function churn(model: OramaEventReadModel, docs: EventDocument[], round: number): Promise<void> {
  const bump = (d: EventDocument, changes: Partial<EventDocument>) => ({ ...d, ...changes, version: d.version + 10 * round });
  await model.upsert(
    docs.slice(0, 40).map((d, i) => bump(d, { title: `Renamed ${round} ${i} Greenman`, category: i % 5 === 0 ? `late-${round}` : d.category })),
  );
  await model.upsert(docs.slice(40, 80).map((d) => bump(d, { featured: !d.featured, status: 'published' })));
  await model.remove(docs.slice(80 + round * 10, 90 + round * 10).map((d) => d.id));
}

describe('embedded index snapshot', () => {
  it('restores an index that answers exactly as the original, before and after further writes', async () => {
    const docs = syntheticEventDocuments(3_000, TODAY).map((d, i): EventDocument => (i % 7 === 0 ? { ...d, access: ['step-free'] } : d));
    const original = new OramaEventReadModel();
    await original.upsert(docs);
    await churn(original, docs, 1);

    const restored = new OramaEventReadModel();
    await restored.restore(decodeSnapshot(await encodeSnapshot(await original.snapshot())));
    expect(await answers(restored)).toBe(await answers(original));
    // the same state, down to trees, columns and dictionaries: its own snapshot is the same bytes
    expect((await encodeSnapshot(await restored.snapshot())).equals(await encodeSnapshot(await original.snapshot()))).toBe(true);

    // Removing and reindexing text after a restore needs Orama's rows, which the snapshot derives again.
    await churn(original, docs, 2);
    await churn(restored, docs, 2);
    expect(await answers(restored)).toBe(await answers(original));
  });

  it('refuses a snapshot whose columns do not match its documents', async () => {
    const model = new OramaEventReadModel();
    await model.upsert(syntheticEventDocuments(20, TODAY));
    const snapshot = await model.snapshot();
    const alive = snapshot.columns.alive.slice();
    alive[snapshot.columns.docs.slots[3]] = 0;
    const short = { ...snapshot, columns: { ...snapshot.columns, alive } };
    await expect(new OramaEventReadModel().restore(short)).rejects.toThrow(/is not live/);
  });

  it('is written in slices as lines of JSON in ASCII that read back as the whole, and no write lands while it is taken', async () => {
    const docs = syntheticEventDocuments(5_000, TODAY);
    // characters outside ASCII, one of them outside the Basic Multilingual Plane (a surrogate pair)
    docs[1] = { ...docs[1], title: 'Café Cymru — Ŵyl 🎶', tags: ['café', ...docs[1].tags] };
    // a vector: kept as a Float32Array and written as its bytes in base64, read back the same
    docs[2] = { ...docs[2], embedding: [0.5, -0.25, 0.1], embeddingModel: 'local:test' };
    const model = new OramaEventReadModel();
    await model.upsert(docs);
    const taken = await model.snapshot();
    const plain = snapshotDocuments(taken); // the documents when it was taken
    let turns = 0;
    const counting = setInterval(() => turns++, 0);
    let written = false;
    const encoding = model.betweenWrites(async (snapshot) => {
      const body = await encodeSnapshot(snapshot);
      expect(written).toBe(false); // the write below waited
      return body;
    });
    const write = model.upsert([{ ...docs[0], title: 'Written meanwhile', version: docs[0].version + 1 }]).then(() => (written = true));
    const body = await encoding;
    await write;
    clearInterval(counting);
    expect(body.every((byte) => byte < 0x80)).toBe(true);
    // One line each for the text index, the dictionaries, the columns and every 2,000 vectors, then one per document: no
    // string holds the whole body (at 250,000 events it is longer than V8's longest string).
    const lines = body.toString('latin1').trimEnd().split('\n');
    expect(lines.slice(0, 7).map((line) => JSON.parse(line)[0])).toEqual(['text', 'dictionaries', 'columns', 'vectors', 'vectors', 'vectors', 'docs']);
    expect(lines).toHaveLength(7 + docs.length);
    const decoded = decodeSnapshot(body);
    // (`taken` is live: the write below changed the index since; its documents were copied out when it was taken)
    expect(snapshotDocuments(decoded)).toEqual(plain);
    expect(plain.map((d) => d.title)).toContain('Café Cymru — Ŵyl 🎶');
    // the vector: Float32 bytes in base64, given back with the document
    const copy = new OramaEventReadModel();
    await copy.restore(decoded);
    expect([...(await copy.get(docs[2].id))!.embedding!]).toEqual([0.5, -0.25, Math.fround(0.1)]);
    expect((await copy.get(docs[1].id))?.title).toBe('Café Cymru — Ŵyl 🎶');
    expect(turns).toBeGreaterThan(0); // timers ran between the slices
    expect((await model.get(docs[0].id))?.title).toBe('Written meanwhile');
  });
});

describe('documents of a restored index', () => {
  it('are parsed when read, and only the last ones read stay parsed; each read gives the same document', async () => {
    const docs = syntheticEventDocuments(50, TODAY);
    const original = new EmbeddedEventIndex();
    original.upsert(docs);
    const restored = EmbeddedEventIndex.fromSnapshot(decodeSnapshot(await encodeSnapshot(original.snapshot())), { parsedKept: 3 });
    const first = restored.get(docs[0].id);
    expect(restored.get(docs[0].id)).toBe(first); // kept parsed
    for (const d of docs.slice(1, 4)) expect(restored.get(d.id)).toEqual(original.get(d.id));
    const again = restored.get(docs[0].id);
    expect(again).not.toBe(first); // went back to its text…
    expect(again).toEqual(original.get(docs[0].id)); // …and reads the same
    // a document written since the restore has no text to go back to: it stays
    restored.upsert([{ ...docs[5], title: 'Written since', version: docs[5].version + 1 }]);
    const written = restored.get(docs[5].id);
    for (const d of docs.slice(6, 12)) restored.get(d.id);
    expect(restored.get(docs[5].id)).toBe(written);
    expect(written?.title).toBe('Written since');
  });
});

describe('snapshot file', () => {
  const mark: LogMark = { position: 42, database: '1/test', streamId: 's', version: 3, occurredAt: '2026-11-25T07:00:00.000Z' };
  let dir: string;
  let warnings: string[];
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ff-snapshot-unit-'));
    warnings = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((m: unknown) => void warnings.push(String(m)));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  async function saved(codeVersion = 'v1') {
    const model = new OramaEventReadModel();
    await model.upsert(syntheticEventDocuments(50, TODAY));
    const file = new EventIndexSnapshotFile(path.join(dir, 'read-model', 'event-search.snapshot'), () => codeVersion);
    await file.save(mark, await model.snapshot());
    return file;
  }

  it('removes the temporary files of dead processes (a kill -9 mid-save), not those of live ones', async () => {
    const file = await saved();
    const dead = `${file.file}.999999999-1.tmp`;
    const live = `${file.file}.${process.ppid}-1.tmp`;
    writeFileSync(dead, 'half a snapshot');
    writeFileSync(live, 'being written');
    await saved();
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(file.file)).toBe(true);
  });

  it('round-trips the mark and the index', async () => {
    const file = await saved();
    const loaded = await file.load();
    expect(loaded?.mark).toEqual(mark);
    expect(loaded?.snapshot.columns.docs.slots).toHaveLength(50);
    expect(warnings).toEqual([]);
  });

  it('is read and checked ahead once (main.ts), with the same answers and the same refusals', async () => {
    const file = await saved();
    const plain = await file.load();
    prefetchSnapshotFile(file.file);
    expect(await file.load()).toEqual(plain);
    expect(warnings).toEqual([]);

    // the documents are read apart (the header says where they begin), and a header without that is read whole
    const original = readFileSync(file.file);
    const newline = original.indexOf(10);
    const header = JSON.parse(original.toString('utf8', 0, newline));
    expect(original.toString('latin1', newline + 1 + header.docsAt - 12, newline + 1 + header.docsAt)).toBe('["docs",50]\n');
    delete header.docsAt;
    writeFileSync(file.file, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), original.subarray(newline + 1)]));
    prefetchSnapshotFile(file.file);
    expect(await file.load()).toEqual(plain);
    expect(warnings).toEqual([]);

    // damaged, then read ahead: the checksum of the bytes read ahead refuses it, in the documents or before them
    for (const at of [original.length - 5, newline + 10]) {
      const bytes = Buffer.from(original);
      bytes[at] ^= 0x01;
      writeFileSync(file.file, bytes);
      prefetchSnapshotFile(file.file);
      expect(await file.load()).toBeNull();
      expect(warnings.pop()).toMatch(/damaged/);
    }

    // a read-ahead is used once: the next load reads the file as it is now
    await saved();
    expect((await file.load())?.snapshot.columns.docs.slots).toHaveLength(50);

    prefetchSnapshotFile(path.join(dir, 'none'));
    expect(await new EventIndexSnapshotFile(path.join(dir, 'none')).load()).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('is missing quietly, and ignored with a warning when written by other code, damaged or cut short', async () => {
    expect(await new EventIndexSnapshotFile(path.join(dir, 'none')).load()).toBeNull();
    expect(warnings).toEqual([]);

    const file = await saved('v1');
    expect(await new EventIndexSnapshotFile(file.file, () => 'v2').load()).toBeNull();
    expect(warnings.pop()).toMatch(/another version of the code/);

    const bytes = readFileSync(file.file);
    bytes[bytes.length - 5] ^= 0x01;
    writeFileSync(file.file, bytes);
    expect(await file.load()).toBeNull();
    expect(warnings.pop()).toMatch(/damaged/);

    writeFileSync(file.file, bytes.subarray(0, 200));
    expect(await file.load()).toBeNull();
    expect(warnings.pop()).toMatch(/ignored/);

    writeFileSync(file.file, 'not a snapshot');
    expect(await file.load()).toBeNull();
    expect(warnings.pop()).toMatch(/no header/);
  });
});
