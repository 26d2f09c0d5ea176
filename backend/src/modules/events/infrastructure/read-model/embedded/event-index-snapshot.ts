/**
 * The embedded event index saved to a file (DATA_DIR/read-model/event-search.snapshot), so a restart loads it instead
 * of replaying the whole event log. One header line (format, code version, the log mark it reflects, size and SHA-1
 * of the body, where its documents begin), then the body as lines in ASCII (other characters escaped: Latin-1
 * decoding is a copy, and the parser reads one-byte text faster): the text index, the dictionaries, the columns as
 * typed arrays, the vectors, and each document's JSON on its own line, kept unparsed until the document is read.
 * Lines, not one JSON text: at 250,000 events the whole is larger than the longest string V8 can hold (about 512 MB).
 * A file of another format or code version, a damaged one, or one the database does not recognise (see
 * ProjectionRunner) is ignored.
 */
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../../../../platform/config/app-config';
import { LogMark } from '../../../../../platform/event-log/event-log.reader';
import { EmbeddedIndexSnapshot } from './embedded-event-index';
import { base64Into, TypedColumn, typedBase64, typedFromBase64 } from './int32-base64';
import { ColumnsSnapshot } from './event-columns';

const FORMAT = 5;
let tmpCounter = 0;

/**
 * The code that shapes documents and index: a snapshot written by other code (a deploy that changed
 * the projector, the columns, the text index or Orama) is not used.
 */
const SHAPING_MODULES = [
  './embedded-event-index',
  './event-columns',
  './orama-text-index',
  './packed-radix',
  './child-map',
  './postings',
  './lazy-rows-store',
  './int32-base64',
  '../event-search.semantics',
  '../../event-search.projection',
  '../../../domain/event-quality',
  '../../../contracts/accessibility.schema',
  '@orama/orama/package.json',
];

let codeVersionMemo: string | null = null;

export function snapshotCodeVersion(): string {
  if (codeVersionMemo) return codeVersionMemo;
  const hash = createHash('sha1').update(`format ${FORMAT}\n`);
  for (const m of SHAPING_MODULES) hash.update(readFileSync(require.resolve(m)));
  codeVersionMemo = hash.digest('hex');
  return codeVersionMemo;
}

interface Header {
  format: number;
  code: string;
  mark: LogMark;
  documents: number;
  bytes: number;
  sha1: string;
  /** Where the documents begin in the body (after the `["docs",n]` line), so a read-ahead reads them apart. */
  docsAt?: number;
  savedAt: string;
}

export interface LoadedSnapshot {
  mark: LogMark;
  snapshot: EmbeddedIndexSnapshot;
}

export class EventIndexSnapshotFile {
  private readonly logger = new Logger('EventIndexSnapshot');

  constructor(
    readonly file: string,
    private readonly codeVersion: () => string = snapshotCodeVersion,
  ) {}

  async save(mark: LogMark, snapshot: EmbeddedIndexSnapshot): Promise<void> {
    await this.saveEncoded(mark, await encodeSnapshot(snapshot), snapshot.columns.docs.slots.length);
  }

  /** Written beside and renamed over the old file, so a crash mid-write leaves the previous snapshot whole. */
  async saveEncoded(mark: LogMark, body: Buffer, documents: number): Promise<void> {
    const header: Header = {
      format: FORMAT,
      code: this.codeVersion(),
      mark,
      documents,
      bytes: body.length,
      sha1: createHash('sha1').update(body).digest('hex'),
      docsAt: documentsOffset(body),
      savedAt: new Date().toISOString(),
    };
    const dir = path.dirname(this.file);
    // Drafts are in it: for the site's own user only, like every file under DATA_DIR.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await this.removeAbandonedTemporaryFiles();
    const tmp = `${this.file}.${process.pid}-${++tmpCounter}.tmp`;
    try {
      const out = await open(tmp, 'w', 0o600);
      try {
        // writeFile on a handle writes from its current position: the body follows the header, without a copy of both
        await out.writeFile(Buffer.from(`${JSON.stringify(header)}\n`, 'utf8'));
        await out.writeFile(body);
        await out.sync(); // on disk before the rename makes it the snapshot
      } finally {
        await out.close();
      }
      await rename(tmp, this.file);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    await syncDirectory(dir); // the rename itself survives a power cut
  }

  /** The snapshot, or null (with a warning) when it is missing, of another version or damaged. */
  async load(): Promise<LoadedSnapshot | null> {
    const ahead = await takeReadAhead(this.file);
    let read: ReadAhead;
    try {
      read = ahead ?? splitHeader(await readFile(this.file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.warn(`snapshot ${this.file} not readable: ${(error as Error).message}`);
      return null;
    }
    const problem = (text: string) => {
      this.logger.warn(`snapshot ${this.file} ignored: ${text}; the event log is replayed instead`);
      return null;
    };
    if (read.header === null) return problem('no header');
    let header: Header;
    try {
      header = JSON.parse(read.header) as Header;
    } catch {
      return problem('the header is not readable');
    }
    if (header.format !== FORMAT || header.code !== this.codeVersion()) return problem('written by another version of the code');
    const { body, docs } = read;
    const sha1 = read.bodySha1 ?? createHash('sha1').update(body).digest('hex');
    if (body.length + (docs?.length ?? 0) !== header.bytes || sha1 !== header.sha1) return problem('the file is damaged (size or checksum)');
    try {
      const snapshot = decodeSnapshot(body, docs ?? undefined);
      if (snapshot.columns.docs.slots.length !== header.documents) return problem('the content is incomplete');
      return { mark: header.mark, snapshot };
    } catch {
      return problem('the content is not readable');
    }
  }

  /** Temporary files of processes that died mid-save (kill -9) would otherwise pile up, one full snapshot each. */
  private async removeAbandonedTemporaryFiles(): Promise<void> {
    const prefix = `${path.basename(this.file)}.`;
    for (const name of await readdir(path.dirname(this.file))) {
      const pid = Number(/^(\d+)-\d+\.tmp$/.exec(name.slice(prefix.length))?.[1]);
      if (name.startsWith(prefix) && pid && pid !== process.pid && !processAlive(pid)) {
        await rm(path.join(path.dirname(this.file), name), { force: true });
      }
    }
  }

  async remove(): Promise<void> {
    await rm(this.file, { force: true });
  }
}

/** The columns' typed arrays, by name, each with how to make one of its type (a snapshot line holds their bytes in base64). */
const COLUMN_ARRAYS = {
  alive: (n: number) => new Uint8Array(n),
  startDay: (n: number) => new Int32Array(n),
  endDay: (n: number) => new Int32Array(n),
  price: (n: number) => new Int32Array(n),
  flags: (n: number) => new Uint8Array(n),
  access: (n: number) => new Uint16Array(n),
  status: (n: number) => new Uint8Array(n),
  category: (n: number) => new Int32Array(n),
  region: (n: number) => new Int32Array(n),
  city: (n: number) => new Int32Array(n),
  lat: (n: number) => new Float64Array(n),
  lon: (n: number) => new Float64Array(n),
  firstYear: (n: number) => new Int16Array(n),
  lastYear: (n: number) => new Int16Array(n),
  updatedAt: (n: number) => new Float64Array(n),
  problemBits: (n: number) => new Uint32Array(n),
  dupKey: (n: number) => new Int32Array(n),
  embeddingNorms: (n: number) => new Float64Array(n),
  tagCounts: (n: number) => new Int32Array(n),
  tags: (n: number) => new Int32Array(n),
} satisfies Record<string, (n: number) => TypedColumn>;
type ColumnArrayName = keyof typeof COLUMN_ARRAYS;

/**
 * The snapshot as lines, made in slices with a turn of the event loop between them, so a periodic save in the running
 * site lets requests through (the caller holds the index's writes back meanwhile, see OramaEventReadModel):
 * `["text", …]`, `["dictionaries", …]`, `["columns", …]` (typed arrays as base64), `["vectors", from, base64]` (a line
 * per VECTOR_SLOTS_PER_LINE slots), then `["docs", n]` followed by the n live documents' JSON, one a line, in slot
 * order. JSON escapes every line break inside a value, so a newline only ever ends a line.
 */
export async function encodeSnapshot(snapshot: EmbeddedIndexSnapshot): Promise<Buffer> {
  const text: string[] = ['["text",'];
  await sliced(snapshot.text, 3, text);
  text.push(']\n');
  const c = snapshot.columns;
  const arrays = Object.fromEntries((Object.keys(COLUMN_ARRAYS) as ColumnArrayName[]).map((name) => [name, typedBase64(c[name])]));
  const head = { size: c.size, dimensions: c.dimensions, embeddingModel: c.embeddingModel, titleKey: c.titleKey, arrays };
  const lines: Buffer[] = [
    Buffer.from(text.join(''), 'latin1'),
    Buffer.from(`["dictionaries",${asciiJson(snapshot.dictionaries)}]\n["columns",${asciiJson(head)}]\n`, 'latin1'),
  ];
  const perLine = VECTOR_SLOTS_PER_LINE * c.dimensions;
  for (let from = 0; from < c.vectors.length; from += perLine) {
    lines.push(Buffer.from(`["vectors",${from},"${typedBase64(c.vectors.subarray(from, from + perLine))}"]\n`, 'latin1'));
    await turn();
  }
  const { slots, parsed, texts, starts, ends } = c.docs;
  lines.push(Buffer.from(`["docs",${slots.length}]\n`, 'latin1'));
  const newline = Buffer.from('\n', 'latin1');
  for (let i = 0; i < slots.length; i++) {
    // a document never read since the restore is written as it was read (ASCII JSON already)
    const doc = parsed[i];
    lines.push(doc ? Buffer.from(asciiJson(doc), 'latin1') : texts.subarray(starts[i], ends[i]), newline);
    if (i % DOCS_PER_TURN === DOCS_PER_TURN - 1) await turn();
  }
  return Buffer.concat(lines);
}

/**
 * The snapshot from its lines (each parsed on its own: no string as long as the whole body). The documents are not
 * parsed: the index parses a document when it is first read. Their lines are kept as they are: `docs` when the body
 * was read in two parts (the read-ahead reads them apart: no copy), else copied out of `body` (so the rest can go).
 */
export function decodeSnapshot(body: Buffer, docsPart?: Buffer): EmbeddedIndexSnapshot {
  let text: EmbeddedIndexSnapshot['text'] | undefined;
  let dictionaries: EmbeddedIndexSnapshot['dictionaries'] | undefined;
  let head: { size: number; dimensions: number; embeddingModel: string | null; titleKey: string[]; arrays: Record<ColumnArrayName, string> } | undefined;
  let vectors = new Float32Array(0);
  let docs: ColumnsSnapshot['docs'] | undefined;
  const lineEnd = (start: number) => {
    const end = body.indexOf(10, start);
    return end < 0 ? body.length : end;
  };
  for (let start = 0; start < body.length;) {
    const end = lineEnd(start);
    const [part, value, more] = JSON.parse(body.toString('latin1', start, end)) as [string, unknown, unknown];
    start = end + 1;
    if (part === 'text') text = value as EmbeddedIndexSnapshot['text'];
    else if (part === 'dictionaries') dictionaries = value as EmbeddedIndexSnapshot['dictionaries'];
    else if (part === 'columns') {
      head = value as NonNullable<typeof head>;
      vectors = new Float32Array(head.size * head.dimensions);
    } else if (part === 'vectors') base64Into(more as string, vectors, value as number);
    else if (part === 'docs') {
      const texts = docsPart ?? body.subarray(start);
      docs = documentLines(texts, value as number);
      const taken = docs.ends.length > 0 ? Math.min(docs.ends[docs.ends.length - 1] + 1, texts.length) : 0;
      // a copy of the documents alone, so the rest of the file's bytes can go
      if (!docsPart) docs.texts = Buffer.from(body.subarray(start, start + taken));
      start = docsPart ? body.length : start + taken;
    } else throw new Error(`unknown snapshot part ${part}`);
  }
  if (!text || !dictionaries || !head || !docs) throw new Error('snapshot parts missing');
  const arrays = Object.fromEntries(
    (Object.keys(COLUMN_ARRAYS) as ColumnArrayName[]).map((name) => [name, typedFromBase64<TypedColumn>(head!.arrays[name], COLUMN_ARRAYS[name])]),
  ) as unknown as Pick<ColumnsSnapshot, ColumnArrayName>;
  const slots: number[] = [];
  arrays.alive.forEach((alive, slot) => alive === 1 && slots.push(slot));
  docs.slots = Int32Array.from(slots);
  if (slots.length !== docs.starts.length) throw new Error('snapshot documents do not match its live slots');
  const columns: ColumnsSnapshot = {
    ...arrays,
    size: head.size,
    dimensions: head.dimensions,
    embeddingModel: head.embeddingModel,
    titleKey: head.titleKey,
    vectors,
    docs,
  };
  return { text, dictionaries, columns };
}

/** The first `count` lines of `texts`, one document each: where each begins and ends. */
function documentLines(texts: Buffer, count: number): ColumnsSnapshot['docs'] {
  const starts = new Int32Array(count);
  const ends = new Int32Array(count);
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at >= texts.length) throw new Error('snapshot documents cut short');
    const end = texts.indexOf(10, at);
    starts[i] = at;
    ends[i] = end < 0 ? texts.length : end;
    at = ends[i] + 1;
  }
  return { slots: new Int32Array(0), parsed: new Array<undefined>(count).fill(undefined), texts, starts, ends };
}

/** Where the documents begin in an encoded body: after its `["docs",n]` line (the lines before it are few). */
export function documentsOffset(body: Buffer): number {
  for (let start = 0; start < body.length;) {
    const end = body.indexOf(10, start);
    if (end < 0) break;
    if (body.toString('latin1', start, Math.min(end, start + 8)) === '["docs",') return end + 1;
    start = end + 1;
  }
  throw new Error('snapshot body without documents');
}

/** JSON.stringify with every character outside ASCII written as a \u escape (same value when parsed). */
export function asciiJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const VECTOR_SLOTS_PER_LINE = 2000;
const DOCS_PER_TURN = 2000;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** JSON.stringify's text of `value`, object members down to `depth` levels written one at a time. */
async function sliced(value: unknown, depth: number, out: string[]): Promise<void> {
  if (depth === 0 || value === null || typeof value !== 'object' || Array.isArray(value) || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    out.push(asciiJson(value));
    await turn();
    return;
  }
  out.push('{');
  let first = true;
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    out.push(`${first ? '' : ','}${asciiJson(key)}:`);
    first = false;
    await sliced(member, depth - 1, out);
  }
  out.push('}');
}

/** Where the embedded index is saved (DATA_DIR/read-model). */
export function eventIndexSnapshotPath(config: AppConfig): string {
  return path.join(config.dataDir, 'read-model', 'event-search.snapshot');
}

/** Starts reading the snapshot this configuration's site will load, if it loads one (embedded index, snapshots on). */
export function prefetchEventIndexSnapshot(config: AppConfig): void {
  if (config.values.READ_MODEL_SNAPSHOT === 'true' && !config.values.ELASTICSEARCH_URL) prefetchSnapshotFile(eventIndexSnapshotPath(config));
}

/** A snapshot file as read: its header line, and its body (the documents apart when the header says where they begin). */
interface ReadAhead {
  /** The header line's text; null when the file has none. */
  header: string | null;
  body: Buffer;
  docs: Buffer | null;
  /** SHA-1 (hex) of the whole body, documents included; null when not computed yet. */
  bodySha1: string | null;
}

/** A file read whole, split at its first line. */
function splitHeader(raw: Buffer): ReadAhead {
  const newline = raw.indexOf(10);
  if (newline < 0) return { header: null, body: raw, docs: null, bodySha1: null };
  return { header: raw.toString('utf8', 0, newline), body: raw.subarray(newline + 1), docs: null, bodySha1: null };
}

const readAheads = new Map<string, Promise<ReadAhead | null>>();

/**
 * Reads a snapshot file and hashes its body on a worker thread, then moves the bytes (no copy) to the main thread.
 * When the header says where the documents begin, they are read into an array of their own: the main thread then
 * keeps them as they are, where it would otherwise copy them (320 MB at 250,000 events, about 0.35 s) out of a body
 * whose other parts it drops. A worker, not the thread pool: the main thread loads code synchronously for about two
 * seconds after main.ts starts this, and `fs.readFile` needs the main thread between its chunks.
 */
const READ_AHEAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { openSync, readSync, fstatSync, closeSync } = require('node:fs');
const { createHash } = require('node:crypto');
const readAt = (fd, length, position) => {
  const bytes = Buffer.allocUnsafeSlow(length); // an array of its own, moved to the main thread as it is
  for (let done = 0; done < length; ) {
    const n = readSync(fd, bytes, done, length - done, position + done);
    if (n === 0) throw new Error('file shorter than it was');
    done += n;
  }
  return bytes;
};
let answer = null;
try {
  const fd = openSync(workerData.file, 'r');
  try {
    const size = fstatSync(fd).size;
    const head = readAt(fd, Math.min(size, 65536), 0);
    const newline = head.indexOf(10);
    if (newline < 0) {
      answer = { header: null, parts: [readAt(fd, size, 0)], bodySha1: null };
    } else {
      const header = head.toString('utf8', 0, newline);
      let docsAt = -1;
      try {
        docsAt = JSON.parse(header).docsAt;
      } catch {}
      const bodySize = size - newline - 1;
      const cut = Number.isInteger(docsAt) && docsAt > 0 && docsAt <= bodySize ? docsAt : bodySize;
      const parts = cut < bodySize ? [readAt(fd, cut, newline + 1), readAt(fd, bodySize - cut, newline + 1 + cut)] : [readAt(fd, bodySize, newline + 1)];
      const hash = createHash('sha1');
      for (const part of parts) hash.update(part);
      answer = { header, parts, bodySha1: hash.digest('hex') };
    }
  } finally {
    closeSync(fd);
  }
} catch {}
parentPort.postMessage(answer, answer ? answer.parts.map((p) => p.buffer) : []);
`;

/**
 * Starts reading a snapshot file and hashing its body off the main thread. main.ts calls it before it loads
 * the application's code, so `load` then finds both done. A file that cannot be read is simply not read
 * ahead (`load` reads it again and says why).
 */
export function prefetchSnapshotFile(file: string): void {
  if (readAheads.has(file)) return;
  const ahead = new Promise<ReadAhead | null>((resolve) => {
    const worker = new Worker(READ_AHEAD_WORKER, { eval: true, workerData: { file } });
    worker.unref();
    worker.once('message', (m: { header: string | null; parts: Uint8Array[]; bodySha1: string | null } | null) => {
      if (!m) return resolve(null);
      const [body, docs] = m.parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.length));
      if (m.header === null) return resolve(splitHeader(body));
      resolve({ header: m.header, body, docs: docs ?? null, bodySha1: m.bodySha1 });
    });
    worker.once('error', () => resolve(null));
    worker.once('exit', () => resolve(null));
  });
  readAheads.set(file, ahead);
}

/** The read-ahead of `file`, once (a later load reads the file afresh). */
async function takeReadAhead(file: string): Promise<ReadAhead | null> {
  const ahead = readAheads.get(file);
  if (!ahead) return null;
  readAheads.delete(file);
  return ahead;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some file systems cannot fsync a directory; the file itself is synced.
  }
}
