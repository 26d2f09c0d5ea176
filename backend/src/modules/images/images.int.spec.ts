/**
 * Image analysis and enhancement over real HTTP on a real PostgreSQL. Images are drawn in the test with sharp and
 * served by a local web server; stock and placeholder host names reach it through a stand-in for DNS (the one
 * outside edge replaced). The guarded fetcher's rules (private addresses, timeouts) are the real ones.
 */
import { CommandBus } from '@nestjs/cqrs';
import { runAs } from '../../platform/actor/actor-context';
import { FetchOptions, GuardedFetcher } from '../../platform/net/guarded-fetcher';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { adminClient, AdminClient } from '../events/testing/admin-client';
import { AnalyseEventImagesCommand } from './commands/analyse-event-images/analyse-event-images.command';
import { FakeImageSite, officialEventPage } from './testing/fake-image-site.server';
import { makeTestImages } from './testing/test-images';
import { createEvent, seedCategories } from './testing/images-test-kit';

const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));
const site = new FakeImageSite();
let t: TestApp;
let admin: AdminClient;
const ids: Record<string, string> = {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
type Json = any;

/** Outside host names the test pretends exist; everything else goes to the real (guarded) fetcher unchanged. */
const OUTSIDE_HOSTS = ['images.unsplash.com', 'via.placeholder.com'];

beforeAll(async () => {
  await site.start();
  const pictures = await makeTestImages();
  for (const [name, body] of Object.entries(pictures))
    site.images.set(`/${name}.${name === 'flat' ? 'png' : 'jpg'}`, { type: name === 'flat' ? 'image/png' : 'image/jpeg', body });
  site.images.set('/photo-123.jpg', { type: 'image/jpeg', body: pictures.good });
  site.images.set('/og.jpg', { type: 'image/jpeg', body: pictures.good });
  site.images.set('/not-an-image.jpg', { type: 'image/jpeg', body: Buffer.from('<html>hello</html>') });
  site.redirects.set('/metadata.jpg', 'http://169.254.169.254/latest/meta-data/');
  site.redirects.set('/loopback.jpg', 'http://127.0.0.2:9/secret.jpg');
  site.pages.set('/festival/riverside', officialEventPage({ og: '/og.jpg', twitter: `${site.base}/blurry.jpg` }));
  site.pages.set('/festival/stock-only', officialEventPage({ og: 'https://images.unsplash.com/photo-123.jpg' }));

  t = await startTestApp({
    clock,
    seed: false,
    env: { FETCH_ALLOWED_ORIGINS: `${site.base},${site.officialBase}`, FETCH_HOST_INTERVAL_MS: '0', FETCH_TIMEOUT_MS: '1500' },
  });
  const fetcher = t.app.get(GuardedFetcher);
  const real = fetcher.fetch.bind(fetcher);
  jest.spyOn(fetcher, 'fetch').mockImplementation(async (url: string, options?: FetchOptions) => {
    const parsed = new URL(url);
    if (!OUTSIDE_HOSTS.includes(parsed.hostname)) return real(url, options);
    const res = await real(`${site.base}${parsed.pathname}`, options);
    return { ...res, url };
  });
  admin = await adminClient(t, 'images-owner');
  await seedCategories(t);
  const img = (path: string) => `${site.base}${path}`;
  const cases: Record<string, Record<string, unknown>> = {
    good: { imageUrl: img('/good.jpg'), ticketUrl: null },
    blurry: { imageUrl: img('/blurry.jpg'), ticketUrl: null },
    tiny: { imageUrl: img('/tiny.jpg'), ticketUrl: null },
    flat: { imageUrl: img('/flat.png'), ticketUrl: null },
    missing: { imageUrl: img('/missing.jpg'), ticketUrl: null },
    slow: { imageUrl: img('/slow.jpg'), ticketUrl: null },
    metadata: { imageUrl: img('/metadata.jpg'), ticketUrl: null },
    loopback: { imageUrl: img('/loopback.jpg'), ticketUrl: null },
    notImage: { imageUrl: img('/not-an-image.jpg'), ticketUrl: null },
    placeholder: { imageUrl: 'https://via.placeholder.com/good.jpg', ticketUrl: null },
    stock: { imageUrl: 'https://images.unsplash.com/photo-123.jpg', ticketUrl: `${site.officialBase}/festival/riverside` },
    organiserPortrait: { imageUrl: `${site.officialBase}/portrait.jpg`, ticketUrl: `${site.officialBase}/festival/riverside` },
    noImage: { imageUrl: null, ticketUrl: `${site.officialBase}/festival/riverside` },
    stockSite: { imageUrl: null, ticketUrl: `${site.officialBase}/festival/stock-only` },
    unreachableSite: { imageUrl: null, ticketUrl: `${site.officialBase}/slow.jpg` },
  };
  for (const [name, over] of Object.entries(cases)) ids[name] = (await createEvent(t, admin, { title: `Image case ${name}`, ...over })).id;
  await runAs({ kind: 'cli' } as never, () => t.app.get(CommandBus).execute(new AnalyseEventImagesCommand(false)));
}, 120_000);

afterAll(async () => {
  await t?.close();
  await site.stop();
});

async function analysis(): Promise<Json> {
  const res = await admin.get('/api/ai/image-quality-analysis');
  expect(res.status).toBe(200);
  return res.body;
}

function evaluationOf(body: Json, name: string): { list: string; score: number; reason: string } {
  for (const list of ['preserved', 'problematic']) {
    const row = body[list].find((r: Json) => r.id === ids[name]);
    if (row) return { list, ...row.evaluation };
  }
  throw new Error(`${name} is in neither list`);
}

describe('image quality analysis', () => {
  it('keeps a sharp, large image and scores the bad ones with reasons', async () => {
    const body = await analysis();
    expect(evaluationOf(body, 'good')).toMatchObject({ list: 'preserved' });
    expect(evaluationOf(body, 'good').score).toBeGreaterThanOrEqual(70);
    expect(evaluationOf(body, 'blurry')).toMatchObject({ list: 'problematic', reason: expect.stringMatching(/Blurry/) });
    expect(evaluationOf(body, 'tiny')).toMatchObject({ list: 'problematic', reason: expect.stringMatching(/Tiny image \(120×68 px\)/) });
    expect(evaluationOf(body, 'flat')).toMatchObject({ list: 'problematic', reason: expect.stringMatching(/single flat colour/) });
    expect(evaluationOf(body, 'placeholder')).toMatchObject({
      list: 'problematic',
      reason: expect.stringMatching(/Placeholder image service \(via\.placeholder\.com\)/),
    });
    expect(evaluationOf(body, 'stock')).toMatchObject({ list: 'problematic', score: 60, reason: expect.stringMatching(/Stock photo \(unsplash\.com\)/) });
    expect(evaluationOf(body, 'notImage')).toMatchObject({ list: 'problematic', score: 0, reason: 'The address does not serve a readable image' });
  });

  it('treats a 404, a timeout and redirects to private addresses as broken, without reaching them', async () => {
    const body = await analysis();
    expect(evaluationOf(body, 'missing')).toMatchObject({ score: 0, reason: 'Image could not be loaded (HTTP 404)' });
    expect(evaluationOf(body, 'slow')).toMatchObject({ score: 0, reason: expect.stringMatching(/FETCH\.TIMEOUT/) });
    expect(evaluationOf(body, 'metadata')).toMatchObject({ score: 0, reason: expect.stringMatching(/private network address.*FETCH\.PRIVATE_ADDRESS/) });
    expect(evaluationOf(body, 'loopback')).toMatchObject({ score: 0, reason: expect.stringMatching(/FETCH\.PRIVATE_ADDRESS/) });
  });

  it("preserves the organiser's own image at the lower threshold (50)", async () => {
    const body = await analysis();
    const organiser = evaluationOf(body, 'organiserPortrait');
    expect(organiser.list).toBe('preserved');
    expect(organiser.score).toBeLessThan(70);
    expect(organiser.reason).toMatch(/organiser's own image/);
  });

  it('summarises stored figures', async () => {
    const body = await analysis();
    expect(body.summary).toEqual({ preserved: 2, problematic: 10, needsEnhancement: 13, totalEvents: 15, withoutImage: 3, awaitingAnalysis: 0 });
    const status = await admin.get('/api/ai/enhancement-status');
    expect(status.body).toEqual({ totalEvents: 15, needingEnhancement: 13, alreadyEnhanced: 0, enhancementPercentage: 0 });
  });

  it('is for admins only', async () => {
    expect((await fetch(`${t.base}/api/ai/image-quality-analysis`)).status).toBe(401);
    expect((await fetch(`${t.base}/api/ai/fix-broken-images`, { method: 'POST' })).status).toBe(401);
  });
});

describe('enhancement', () => {
  it("previews the official website's og:image for a stock photo, with full confidence", async () => {
    const res = await admin.get(`/api/ai/enhancement-preview/${ids.stock}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      eventId: ids.stock,
      source: 'event-specific',
      confidence: 1,
      currentImage: 'https://images.unsplash.com/photo-123.jpg',
      suggestedImage: `${site.officialBase}/og.jpg`,
      changes: true,
    });
    expect(res.body.reasoning).toMatch(/og:image on the organiser's own domain/);
    expect((await admin.get('/api/ai/enhancement-preview/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('applies it through the event update: the public event shows it and the history says who', async () => {
    const res = await admin.post(`/api/ai/enhance-thumbnail/${ids.stock}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ eventId: ids.stock, enhanced: true, enhancement: { source: 'event-specific', newImage: `${site.officialBase}/og.jpg` } });
    await eventually(async () => expect((await t.get<Json>(`/api/events/${ids.stock}`)).body.imageUrl).toBe(`${site.officialBase}/og.jpg`));
    const history = await admin.get(`/api/admin/events/${ids.stock}/history`);
    expect(history.body.items[0]).toMatchObject({ type: 'EventUpdated', actor: { kind: 'admin', username: 'images-owner' } });
    expect(JSON.stringify(history.body.items[0].changes)).toContain('og.jpg');
    const status = await admin.get('/api/ai/enhancement-status');
    expect(status.body).toMatchObject({ alreadyEnhanced: 1, needingEnhancement: 12 });
  });

  it('refuses bad bulk input with the spec messages', async () => {
    const none = await admin.post('/api/ai/bulk-enhance-thumbnails', { eventIds: 'abc, 12, ' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Invalid Input: Please enter valid event IDs separated by commas');
    const many = Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    const tooMany = await admin.post('/api/ai/bulk-enhance-thumbnails', { eventIds: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Too Many Events: Maximum 50 events can be processed at once');
    expect((await admin.post('/api/ai/conditional-bulk-enhancement', { maxEnhancements: 51 })).status).toBe(400);
  });

  it('bulk-enhances given ids: an event with no image gets the official one, a stock-only site leaves the cover', async () => {
    const res = await admin.post('/api/ai/bulk-enhance-thumbnails', { eventIds: `${ids.noImage}, ${ids.stockSite}, 00000000-0000-4000-8000-000000000001` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ enhanced: 1, skipped: 2, errors: 0 });
    await eventually(async () => expect((await t.get<Json>(`/api/events/${ids.noImage}`)).body.imageUrl).toBe(`${site.officialBase}/og.jpg`));
    expect((await t.get<Json>(`/api/events/${ids.stockSite}`)).body.imageUrl).toBeNull();
  });

  it('fixes broken images with the generated cover and records the operation', async () => {
    const res = await admin.post('/api/ai/fix-broken-images');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ enhanced: 5, errors: 0 });
    for (const name of ['missing', 'slow', 'metadata', 'loopback', 'notImage']) {
      await eventually(async () => expect((await t.get<Json>(`/api/events/${ids[name]}`)).body.imageUrl).toBeNull());
    }
    const ops = await admin.get('/api/admin/operations?limit=20');
    expect(ops.body.items.map((o: Json) => o.kind)).toEqual(
      expect.arrayContaining(['images.fix-broken-images', 'images.enhance-thumbnail', 'images.bulk-enhance-thumbnails']),
    );
  });

  it('dashboard actions: stock photos and problem images go by general rules', async () => {
    const stock = await admin.post('/api/admin/replace-unsplash-images');
    expect(stock.status).toBe(200);
    expect(stock.body).toMatchObject({ success: true, checked: 0, replaced: 0 });
    const fix = await admin.post('/api/admin/fix-specific-images');
    expect(fix.status).toBe(200);
    // blurry, tiny, flat, placeholder: no official website, so the generated cover replaces each.
    expect(fix.body).toMatchObject({ success: true, checked: 4, replaced: 4, errors: 0 });
    // the analysis reads the read model, which follows the four replacements through the event log
    await eventually(async () => expect((await analysis()).summary).toMatchObject({ problematic: 0, preserved: 4 }));
  });

  it('validate-all re-analyses every image; the scheduled run leaves only an unreachable site for later', async () => {
    const res = await admin.post('/api/ai/validate-all-images');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 15, analysed: 4, preserved: 4, fixed: 0 });
    const scheduled = await admin.post('/api/ai/scheduled-enhancement');
    expect(scheduled.status).toBe(200);
    // The site that timed out is not settled on the cover: the next run tries it again.
    expect(scheduled.body).toEqual({ processed: 1, enhanced: 0, skipped: 1, errors: 0 });
    const status = await admin.get('/api/ai/enhancement-status');
    expect(status.body).toMatchObject({ totalEvents: 15, needingEnhancement: 1 });
  });
});
