/**
 * Uploading an event image over real HTTP (multipart) on a real PostgreSQL: type by magic bytes, size limit, the
 * WebP widths written under UPLOADS_DIR without metadata, the event updated (history, public page, operations log).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { adminClient, AdminClient } from '../events/testing/admin-client';
import { createEvent, seedCategories } from './testing/images-test-kit';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
type Json = any;

let t: TestApp;
let admin: AdminClient;
let owner: AdminTestClient;
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'ff-uploads-'));

beforeAll(async () => {
  t = await startTestApp({ seed: false, env: { UPLOADS_DIR: uploadsDir } });
  admin = await adminClient(t, 'uploads-admin');
  owner = (await signedInAdmin(t.app, t.base, 'uploads-owner')).client;
  await seedCategories(t);
}, 60_000);

afterAll(() => t?.close());

async function upload(client: AdminTestClient | null, id: string, body: Buffer, name = 'photo.jpg') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(body)]), name);
  const headers: Record<string, string> = { origin: t.base };
  if (client?.cookie) headers.cookie = client.cookie;
  if (client?.csrfToken) headers['x-csrf-token'] = client.csrfToken;
  const res = await fetch(`${t.base}/api/admin/events/${id}/image`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A 1600×1000 JPEG carrying EXIF (camera and GPS), as phones write them. */
function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Phone 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
}

describe('event image upload', () => {
  it('stores WebP at the site widths without EXIF and shows it on the public event', async () => {
    const { id } = await createEvent(t, admin);
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined(); // the test's input really has EXIF

    const res = await upload(owner, id, original);
    expect(res.status).toBe(200);
    expect(res.body.widths).toEqual([400, 800, 1200]);
    expect(res.body.imageUrl).toMatch(/^\/api\/images\/[a-f0-9]{32}-1200\.webp$/);

    for (const [i, src] of (res.body.sources as string[]).entries()) {
      const image = await fetch(t.base + src);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(res.body.widths[i]);
      expect(meta.exif).toBeUndefined();
    }
    await eventually(async () => expect((await t.get<Json>(`/api/events/${id}`)).body.imageUrl).toBe(res.body.imageUrl));
    const history = await admin.get(`/api/admin/events/${id}/history`);
    expect(history.body.items[0].changes).toEqual([expect.objectContaining({ field: 'imageUrl', to: res.body.imageUrl })]);
    const ops = await admin.get('/api/admin/operations?limit=20');
    expect(ops.body.items.map((o: Json) => o.kind)).toContain('images.upload');
  });

  it('never upscales a small picture', async () => {
    const { id } = await createEvent(t, admin, {}, false);
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const res = await upload(owner, id, small, 'small.png');
    expect(res.status).toBe(200);
    expect(res.body.widths).toEqual([300]);
  });

  it('refuses what is not an image by its bytes (415), whatever its name', async () => {
    const { id } = await createEvent(t, admin, {}, false);
    const res = await upload(owner, id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'), 'evil.jpg');
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/not a JPEG, PNG, WebP/);
  });

  it('refuses a file over 8 MB (413) with a message', async () => {
    const { id } = await createEvent(t, admin, {}, false);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    const res = await upload(owner, id, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/larger than 8 MB/);
  });

  it('needs a catalogue admin: 401 signed out, 403 for a marketer', async () => {
    const { id } = await createEvent(t, admin, {}, false);
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect((await upload(null, id, jpeg)).status).toBe(401);
    const marketer = (await signedInAdmin(t.app, t.base, 'uploads-marketer', 'marketer')).client;
    expect((await upload(marketer, id, jpeg)).status).toBe(403);
  });

  it('serves only names it gives out', async () => {
    for (const name of ['abc.webp', `${'a'.repeat(32)}-400.png`, `${'a'.repeat(32)}-400.webp`]) {
      expect((await fetch(`${t.base}/api/images/${name}`)).status).toBe(404);
    }
    // Encoded dots and slashes: refused (by the strict name, or by the admin guard once they leave the public pattern).
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '%2e%2e', '..%5Cpackage.json']) {
      const res = await fetch(`${t.base}/api/images/${name}`);
      expect([401, 404]).toContain(res.status);
      expect(res.headers.get('content-type')).not.toMatch(/image/);
    }
  });
});
