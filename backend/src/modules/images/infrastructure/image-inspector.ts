import { Injectable } from '@nestjs/common';
import { FetchRefusedError, GuardedFetcher } from '../../../platform/net/guarded-fetcher';
import { ImageInspection, ImageInspector } from '../application/ports/image-inspector.port';
import { evaluateImage, ImageProbe } from '../domain/image-quality';
import { readImageMetrics } from './image-metrics.reader';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const REFUSALS: Record<string, string> = {
  'FETCH.BAD_URL': 'Not a usable web address',
  'FETCH.PRIVATE_ADDRESS': 'Points at a private network address (refused)',
  'FETCH.ROBOTS_DISALLOWED': "The image host's robots.txt does not allow fetching it",
  'FETCH.TOO_LARGE': 'Image file is larger than 5 MB',
  'FETCH.TIMEOUT': 'Image server did not answer in time',
  'FETCH.TOO_MANY_REDIRECTS': 'Too many redirects',
  'FETCH.NETWORK': 'Image server could not be reached',
};

/** Fetches an image through the guarded fetcher (public addresses only, caps on size and time) and scores it. */
@Injectable()
export class HttpImageInspector extends ImageInspector {
  constructor(private readonly fetcher: GuardedFetcher) {
    super();
  }

  async inspect(imageUrl: string, officialUrl: string | null): Promise<ImageInspection> {
    const probe = await this.probe(imageUrl);
    return { imageUrl, evaluation: evaluateImage(imageUrl, officialUrl, probe), metrics: probe.ok ? probe.metrics : null };
  }

  private async probe(imageUrl: string): Promise<ImageProbe> {
    let body: Buffer;
    try {
      const res = await this.fetcher.fetch(imageUrl, { maxBytes: IMAGE_MAX_BYTES, accept: 'image/*' });
      if (res.status < 200 || res.status >= 300) return { ok: false, problem: `Image could not be loaded (HTTP ${res.status})` };
      body = res.body;
    } catch (error) {
      if (error instanceof FetchRefusedError) return { ok: false, problem: `${REFUSALS[error.code] ?? 'Image could not be fetched'} (${error.code})` };
      throw error;
    }
    try {
      return { ok: true, metrics: await readImageMetrics(body) };
    } catch {
      return { ok: false, problem: 'The address does not serve a readable image' };
    }
  }
}
