import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { AfterReady } from '../../../platform/startup/after-ready';
import { FrontendDist } from './frontend-dist';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|map)$/i;

/**
 * Brotli and gzip copies of the built text files, made once in the background at start-up (and on demand for a
 * file changed since), so the largest part of the first visit travels compressed without per-request CPU.
 */
@Injectable()
export class CompressedAssets implements OnApplicationBootstrap {
  private readonly cache = new Map<string, { mtimeMs: number; br?: Buffer; gzip?: Buffer }>();

  constructor(
    private readonly dist: FrontendDist,
    private readonly afterReady: AfterReady,
  ) {}

  static compressible(file: string): boolean {
    return COMPRESSIBLE.test(file);
  }

  onApplicationBootstrap(): void {
    // About a second of CPU (brotli, quality 10): once the site answers, not while it catches up.
    this.afterReady.add('pre-compression', () => this.warm());
  }

  private async warm(): Promise<void> {
    const dir = path.join(this.dist.root, 'assets');
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const name of files) if (COMPRESSIBLE.test(name)) await this.get(`assets/${name}`, 'br');
  }

  /** The compressed bytes of a dist-relative file, or null when it is not worth compressing. */
  async get(file: string, encoding: Encoding): Promise<Buffer | null> {
    if (!COMPRESSIBLE.test(file)) return null;
    const full = path.join(this.dist.root, file);
    const { mtimeMs, size } = await stat(full);
    if (size < 1024) return null;
    let entry = this.cache.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      entry = { mtimeMs };
      this.cache.set(file, entry);
    }
    if (!entry[encoding]) {
      const raw = await readFile(full);
      entry[encoding] =
        encoding === 'br'
          ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : await gzipAsync(raw, { level: 9 });
    }
    return entry[encoding] ?? null;
  }
}
