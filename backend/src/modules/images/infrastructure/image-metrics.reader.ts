import sharp from 'sharp';
import { ImageMetrics } from '../domain/image-quality';

/** Laplacian kernel: the second derivative; a sharp picture has strong, varied edges, a blurry one has few. */
const LAPLACIAN = { width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], scale: 1, offset: 128 };
/** Sharpness is measured at one scale, so a large photo and its thumbnail score alike. */
const MEASURE_WIDTH = 512;

/** Measures an image with sharp; throws when the bytes are not a decodable image. */
export async function readImageMetrics(body: Buffer): Promise<ImageMetrics> {
  const image = sharp(body, { failOn: 'error', limitInputPixels: 50_000_000, animated: false });
  const meta = await image.metadata();
  if (!meta.width || !meta.height || !meta.format) throw new Error('not an image');
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  const small = sharp(body, { failOn: 'error', limitInputPixels: 50_000_000 })
    .autoOrient()
    .resize({ width: MEASURE_WIDTH, height: MEASURE_WIDTH, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
  // stats() reads its input, not the pipeline: materialise the reduced image and its Laplacian first.
  const [reduced, edges] = await Promise.all([
    small.clone().removeAlpha().raw().toBuffer({ resolveWithObject: true }),
    small.clone().greyscale().convolve(LAPLACIAN).extractChannel(0).raw().toBuffer({ resolveWithObject: true }),
  ]);
  const raw = (r: typeof reduced) => ({ raw: { width: r.info.width, height: r.info.height, channels: r.info.channels as 1 | 3 } });
  const [colour, laplacian] = await Promise.all([sharp(reduced.data, raw(reduced)).stats(), sharp(edges.data, raw(edges)).stats()]);
  const colourSpread = Math.max(...colour.channels.slice(0, 3).map((c) => c.stdev));
  const blurVariance = laplacian.channels[0]!.stdev ** 2;
  return { format: meta.format, width, height, bytes: body.length, blurVariance, colourSpread };
}
