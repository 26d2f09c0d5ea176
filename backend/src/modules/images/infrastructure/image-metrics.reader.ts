import { loadSharp } from '../../../platform/packages/on-demand';
import { ImageMetrics } from '../domain/image-quality';

/** Laplacian kernel: the second derivative; a sharp picture has strong, varied edges, a blurry one has few. */
const LAPLACIAN = { width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], scale: 1, offset: 128 };
/** Sharpness is measured at one scale, so a large photo and its thumbnail score alike (and JPEGs shrink on load). */
const MEASURE_WIDTH = 512;
const LIMIT_PIXELS = 50_000_000;

/** Largest standard deviation over the channels of an interleaved 8-bit buffer. */
function largestStdev(data: Buffer, channels: number): number {
  let largest = 0;
  for (let c = 0; c < channels; c++) {
    let sum = 0;
    let squares = 0;
    let n = 0;
    for (let i = c; i < data.length; i += channels) {
      const v = data[i]!;
      sum += v;
      squares += v * v;
      n++;
    }
    const mean = sum / n;
    largest = Math.max(largest, Math.sqrt(Math.max(0, squares / n - mean * mean)));
  }
  return largest;
}

/**
 * Measures an image with sharp; throws when the bytes are not a decodable image. One decode (reduced to 512 px),
 * then the Laplacian of its greyscale by sharp's convolve; the statistics are plain sums over the pixels.
 */
export async function readImageMetrics(body: Buffer): Promise<ImageMetrics> {
  const meta = await loadSharp()(body, { failOn: 'error', limitInputPixels: LIMIT_PIXELS }).metadata();
  if (!meta.width || !meta.height || !meta.format) throw new Error('not an image');
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  const reduced = await loadSharp()(body, { failOn: 'error', limitInputPixels: LIMIT_PIXELS, animated: false })
    .autoOrient()
    .resize({ width: MEASURE_WIDTH, height: MEASURE_WIDTH, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const edges = await loadSharp()(reduced.data, { raw: { width: reduced.info.width, height: reduced.info.height, channels: reduced.info.channels } })
    .greyscale()
    .convolve(LAPLACIAN)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return {
    format: meta.format,
    width,
    height,
    bytes: body.length,
    blurVariance: largestStdev(edges, 1) ** 2,
    colourSpread: largestStdev(reduced.data, Math.min(3, reduced.info.channels)),
  };
}
