/**
 * `npm run bench:images`: how many event images per second the analysis fetches and measures, from a local server
 * (no network cost), through the real guarded fetcher, the sharp metrics and the scoring — the work of
 * validate-all-images. Photo-like 1600×900 JPEGs (shapes plus grain, ~300 KB), each a different file, sharp's
 * cache off. Target: at least 20 images/s.
 */
import sharp from 'sharp';
import { GuardedFetcher } from '../../../platform/net/guarded-fetcher';
import { inBatches } from '../commands/image-enhancer';
import { HttpImageInspector } from '../infrastructure/image-inspector';
import { FakeImageSite } from './fake-image-site.server';

const IMAGES = Number(process.env.BENCH_IMAGES ?? 120);
const CONCURRENCY = 4; // as ImageEnhancer.analyseStale
const TARGET_PER_SECOND = 20;

async function photo(seed: number): Promise<Buffer> {
  const w = 1600;
  const h = 900;
  const shapes = Array.from({ length: 60 }, (_, i) => {
    const k = i + seed * 7;
    return `<circle cx="${(k * 131) % w}" cy="${(k * 71) % h}" r="${20 + ((k * 17) % 160)}" fill="hsl(${(k * 47) % 360},65%,${25 + ((k * 13) % 55)}%)"/>`;
  }).join('');
  const base = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#2a3b4c"/>${shapes}</svg>`),
  )
    .raw()
    .toBuffer({ resolveWithObject: true });
  let x = seed * 2654435761;
  for (let i = 0; i < base.data.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    base.data[i] = Math.max(0, Math.min(255, base.data[i]! + ((x >>> 24) % 25) - 12));
  }
  return sharp(base.data, { raw: base.info }).jpeg({ quality: 82 }).toBuffer();
}

async function main(): Promise<void> {
  sharp.cache(false);
  const site = new FakeImageSite();
  await site.start();
  const distinct = await Promise.all(Array.from({ length: 12 }, (_, i) => photo(i + 1)));
  for (let i = 0; i < IMAGES; i++) site.images.set(`/photo-${i}.jpg`, { type: 'image/jpeg', body: distinct[i % distinct.length]! });
  const avgKb = distinct.reduce((n, b) => n + b.length, 0) / distinct.length / 1024;
  const inspector = new HttpImageInspector(new GuardedFetcher({ allowedOrigins: [site.base], hostIntervalMs: 0 }));
  await inspector.inspect(`${site.base}/photo-0.jpg`, null); // warm-up (robots.txt, sharp start-up)
  const urls = Array.from({ length: IMAGES }, (_, i) => `${site.base}/photo-${i}.jpg`);
  const started = process.hrtime.bigint();
  const results = await inBatches(urls, (url) => inspector.inspect(url, null), CONCURRENCY);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await site.stop();
  const perSecond = IMAGES / seconds;
  const preserved = results.filter((r) => r.evaluation.preserved).length;
  console.log(
    JSON.stringify(
      {
        images: IMAGES,
        averageKB: Math.round(avgKb),
        concurrency: CONCURRENCY,
        seconds: Number(seconds.toFixed(2)),
        imagesPerSecond: Number(perSecond.toFixed(1)),
        preserved,
        target: TARGET_PER_SECOND,
      },
      null,
      2,
    ),
  );
  if (preserved !== IMAGES) throw new Error(`expected every benchmark photo to be preserved, ${preserved}/${IMAGES} were`);
  if (perSecond < TARGET_PER_SECOND) {
    console.error(`below the target of ${TARGET_PER_SECOND} images/s`);
    process.exitCode = 1;
  }
}

void main();
