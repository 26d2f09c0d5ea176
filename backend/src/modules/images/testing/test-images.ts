import sharp from 'sharp';

/** Pictures drawn in the test with sharp: a detailed photo-like image, and its blurry, tiny and flat variants. */
export async function makeTestImages(): Promise<Record<'good' | 'blurry' | 'tiny' | 'flat' | 'portrait', Buffer>> {
  const w = 1200;
  const h = 675;
  const shapes = Array.from(
    { length: 80 },
    (_, i) =>
      `<rect x="${(i * 97) % w}" y="${(i * 61) % h}" width="${40 + ((i * 13) % 120)}" height="${30 + ((i * 7) % 90)}" fill="hsl(${(i * 37) % 360},70%,${30 + ((i * 11) % 50)}%)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#234"/>${shapes}<text x="100" y="300" font-size="90" fill="#fff">Festival</text></svg>`;
  const good = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return {
    good,
    blurry: await sharp(good).blur(8).jpeg({ quality: 85 }).toBuffer(),
    tiny: await sharp(good).resize(120, 68).jpeg().toBuffer(),
    flat: await sharp({ create: { width: w, height: h, channels: 3, background: '#888888' } })
      .png()
      .toBuffer(),
    portrait: await sharp(good).resize(500, 900, { fit: 'fill' }).jpeg().toBuffer(),
  };
}
