/**
 * Generated covers over real HTTP: a text-free SVG for pages, PNG/JPEG posters, escaped names, ETags that follow the
 * event, og:image. (What the poster writes is checked in domain/cover-art.unit.spec.ts.)
 */
import sharp from 'sharp';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { adminClient, AdminClient } from '../events/testing/admin-client';
import { createEvent, eventBody, seedCategories, seenAt } from './testing/images-test-kit';

const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp({ clock, seed: false });
  admin = await adminClient(t, 'covers-owner');
  await seedCategories(t);
});
afterAll(() => t?.close());

describe('generated covers', () => {
  it('draws no text on the page cover (its name only as the escaped SVG title), and the PNG is a 1200×630 image', async () => {
    const { id } = await createEvent(t, admin, { title: 'Rock & Roll <script>alert(1)</script> "Night"', venue: 'Barn & Yard', city: 'Leeds' });
    const svg = await fetch(`${t.base}/api/events/${id}/cover.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const text = await svg.text();
    expect(text).not.toContain('<script>');
    expect(text).toContain('<title>Rock &amp; Roll &lt;script&gt;');
    expect(text).not.toMatch(/<text/);
    expect(text).not.toContain('Barn &amp; Yard');
    expect(text).toContain('data-motif="folk"');
    // A real XML parser (librsvg) accepts it.
    const meta = await sharp(Buffer.from(text)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['svg', 1200, 630]);

    const png = await fetch(`${t.base}/api/events/${id}/cover.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const pngMeta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([pngMeta.format, pngMeta.width, pngMeta.height]).toEqual(['png', 1200, 630]);

    const jpg = await fetch(`${t.base}/api/events/${id}/cover.jpg`);
    expect(jpg.status).toBe(200);
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    const jpgMeta = await sharp(Buffer.from(await jpg.arrayBuffer())).metadata();
    expect([jpgMeta.format, jpgMeta.width, jpgMeta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('answers 304 for a matching ETag, and the ETag changes when the event changes', async () => {
    const { id, version } = await createEvent(t, admin, { title: 'Etag Changes Festival' });
    const first = await fetch(`${t.base}/api/events/${id}/cover.svg`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"svg-/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await fetch(`${t.base}/api/events/${id}/cover.svg`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const pinned = await fetch(`${t.base}/api/events/${id}/cover.svg?v=${etag.slice(5, -1)}`);
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const put = await admin.put(`/api/admin/events/${id}`, { ...eventBody({ title: 'Etag Changed Festival' }), expectedVersion: version });
    expect(put.status).toBe(200);
    await seenAt(admin, id, put.body.version);
    const second = await fetch(`${t.base}/api/events/${id}/cover.svg`, { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).not.toBe(etag);
    expect(await second.text()).toContain('<title>Etag Changed Festival</title>');
  });

  it('varies the artwork per event of one category', async () => {
    const a = await createEvent(t, admin, { title: 'Same Category One' });
    const b = await createEvent(t, admin, { title: 'Same Category Two' });
    const strip = (svg: string) => svg.replace(/<title>.*?<\/title>/, '').replace(/<g font-family.*$/, '');
    const [svgA, svgB] = await Promise.all([a, b].map(async ({ id }) => strip(await (await fetch(`${t.base}/api/events/${id}/cover.svg`)).text())));
    expect(svgA).not.toBe(svgB);
  });

  it('is not found for drafts and unknown ids', async () => {
    const draft = await createEvent(t, admin, { title: 'Draft Cover Event' }, false);
    expect((await fetch(`${t.base}/api/events/${draft.id}/cover.svg`)).status).toBe(404);
    expect((await fetch(`${t.base}/api/events/no-such-event/cover.png`)).status).toBe(404);
    expect((await fetch(`${t.base}/api/news/no-such-item/cover.svg`)).status).toBe(404);
  });

  it('is the og:image and twitter:image of an event page without an image of its own', async () => {
    const { id } = await createEvent(t, admin, { title: 'Link Preview Festival' });
    const html = await (await fetch(`${t.base}/event/${id}`)).text();
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(og).toMatch(new RegExp(`^${t.base}/api/events/${id}/cover\\.png\\?v=`));
    expect(html).toContain(`<meta name="twitter:image" content="${og}"`);
    const png = await fetch(og!.replace(/&amp;/g, '&'));
    expect(png.status).toBe(200);
    expect(png.headers.get('cache-control')).toContain('immutable');
  });
});
