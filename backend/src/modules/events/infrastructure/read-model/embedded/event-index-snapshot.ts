/**
 * The embedded event index saved to a file (DATA_DIR/read-model/event-search.snapshot), so a restart
 * loads it instead of replaying the whole event log. One header line (format, code version, the log
 * mark it reflects, size and SHA-1 of the body), then the body as lines of JSON in ASCII (other characters
 * escaped: Latin-1 decoding is a copy, and the parser reads one-byte text faster): the text index, the
 * documents in slices, the dictionaries, the codes. Lines, not one JSON text: at 250,000 events the whole is
 * larger than the longest string V8 can hold (about 512 MB). A file of another format or code version, a
 * damaged one, or one the database does not recognise (see ProjectionRunner) is ignored.
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
import { float32Base64, float32FromBase64 } from './int32-base64';

const FORMAT = 4;
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
  './lazy-rows-store',
  './int32-base64',
  '../event-search.semantics',
  '../../event-search.projection',
  '../../../domain/event-quality',
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
    await this.saveEncoded(mark, await encodeSnapshot(snapshot), snapshot.docs.length);
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
    let raw: Buffer;
    try {
      raw = ahead?.raw ?? (await readFile(this.file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.warn(`snapshot ${this.file} not readable: ${(error as Error).message}`);
      return null;
    }
    const problem = (text: string) => {
      this.logger.warn(`snapshot ${this.file} ignored: ${text}; the event log is replayed instead`);
      return null;
    };
    const newline = raw.indexOf(10);
    if (newline < 0) return problem('no header');
    let header: Header;
    try {
      header = JSON.parse(raw.subarray(0, newline).toString('utf8')) as Header;
    } catch {
      return problem('the header is not readable');
    }
    if (header.format !== FORMAT || header.code !== this.codeVersion()) return problem('written by another version of the code');
    const body = raw.subarray(newline + 1);
    const sha1 = ahead?.bodySha1 ?? createHash('sha1').update(body).digest('hex');
    if (body.length !== header.bytes || sha1 !== header.sha1) return problem('the file is damaged (size or checksum)');
    try {
      const snapshot = decodeSnapshot(body);
      if (!Array.isArray(snapshot.docs) || snapshot.docs.length !== header.documents || !snapshot.text || !snapshot.dictionaries || !snapshot.codes)
        return problem('the content is incomplete');
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

/**
 * The snapshot as lines of JSON, made in slices with a turn of the event loop between them, so a periodic save in the
 * running site lets requests through (the caller holds the index's writes back meanwhile, see OramaEventReadModel).
 * Each line is `["text", …]`, `["docs", [entries…]]` (DOCS_PER_SLICE a line), `["dictionaries", …]` or `["codes", …]`;
 * JSON escapes every line break inside a value, so a newline only ever ends a line.
 */
export async function encodeSnapshot(snapshot: EmbeddedIndexSnapshot): Promise<Buffer> {
  const text: string[] = ['["text",'];
  await sliced(snapshot.text, 3, text);
  text.push(']\n');
  const lines: Buffer[] = [Buffer.from(text.join(''), 'latin1')];
  for (let i = 0; i < snapshot.docs.length; i += DOCS_PER_SLICE) {
    const slice = snapshot.docs.slice(i, i + DOCS_PER_SLICE).map(encodeEntry);
    lines.push(Buffer.from(`["docs",[${slice.join(',')}]]\n`, 'latin1'));
    await turn();
  }
  lines.push(Buffer.from(`["dictionaries",${asciiJson(snapshot.dictionaries)}]\n["codes",${asciiJson(snapshot.codes)}]\n`, 'latin1'));
  return Buffer.concat(lines);
}

/** The snapshot from its lines (each parsed on its own: no string as long as the whole body). */
export function decodeSnapshot(body: Buffer): EmbeddedIndexSnapshot {
  const snapshot: Partial<EmbeddedIndexSnapshot> & { docs: EmbeddedIndexSnapshot['docs'] } = { docs: [] };
  for (let start = 0; start < body.length;) {
    const end = body.indexOf(10, start);
    const [part, value] = JSON.parse(body.toString('latin1', start, end < 0 ? body.length : end)) as [string, unknown];
    if (part === 'docs') for (const entry of value as EmbeddedIndexSnapshot['docs']) snapshot.docs.push(decodeEntry(entry));
    else if (part === 'text' || part === 'dictionaries' || part === 'codes') Object.assign(snapshot, { [part]: value });
    else throw new Error(`unknown snapshot part ${part}`);
    start = end < 0 ? body.length : end + 1;
  }
  return snapshot as EmbeddedIndexSnapshot;
}

/** A document's vector is written as its Float32 bytes in base64 (`{"f32": …}`), not as about 950 characters of numbers. */
function encodeEntry([slot, doc]: EmbeddedIndexSnapshot['docs'][number]): string {
  if (!(doc.embedding instanceof Float32Array)) return asciiJson([slot, doc]);
  return asciiJson([slot, { ...doc, embedding: { f32: float32Base64(doc.embedding) } }]);
}

function decodeEntry(entry: EmbeddedIndexSnapshot['docs'][number]): EmbeddedIndexSnapshot['docs'][number] {
  const packed = entry[1].embedding as unknown as { f32?: string } | undefined;
  if (typeof packed?.f32 === 'string') entry[1].embedding = float32FromBase64(packed.f32);
  return entry;
}

/** JSON.stringify with every character outside ASCII written as a \u escape (same value when parsed). */
export function asciiJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const DOCS_PER_SLICE = 2000;
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

interface ReadAhead {
  raw: Buffer;
  /** SHA-1 (hex) of everything after the header line; null when there is no header line. */
  bodySha1: string | null;
}

const readAheads = new Map<string, Promise<ReadAhead | null>>();

/**
 * Reads a snapshot file and hashes its body on a worker thread, then moves the bytes (no copy) to the main
 * thread. A worker, not the thread pool: the main thread loads code synchronously for about two seconds after
 * main.ts starts this, and `fs.readFile` needs the main thread between its chunks.
 */
const READ_AHEAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { createHash } = require('node:crypto');
let answer = null;
try {
  const raw = readFileSync(workerData.file);
  const newline = raw.indexOf(10);
  const bodySha1 = newline < 0 ? null : createHash('sha1').update(raw.subarray(newline + 1)).digest('hex');
  const whole = raw.byteOffset === 0 && raw.buffer.byteLength === raw.length ? raw : Buffer.from(raw);
  answer = { bytes: new Uint8Array(whole.buffer, 0, whole.length), bodySha1 };
} catch {}
parentPort.postMessage(answer, answer ? [answer.bytes.buffer] : []);
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
    worker.once('message', (m: { bytes: Uint8Array; bodySha1: string | null } | null) =>
      resolve(m && { raw: Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.length), bodySha1: m.bodySha1 }),
    );
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
