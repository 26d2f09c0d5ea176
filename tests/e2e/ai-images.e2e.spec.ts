/**
 * Event images in Chromium against the real app: generated covers on the public cards, and the /ai-image-enhancement
 * screen analysing, previewing and applying a picture from an "official website" served locally (the one outside
 * edge; the app fetches it through its guarded fetcher), plus the dashboard's image actions.
 */
import type { Browser, Page } from 'playwright-core';
import { FakeImageSite, officialEventPage } from '../../backend/src/modules/images/testing/fake-image-site.server';
import { makeTestImages } from '../../backend/src/modules/images/testing/test-images';
import { adminApi, eventDetails, eventually, signInToDashboard, uniqueTag } from './support/admin';
import { appReady, axeViolations, launch, newContext, screenshot, watchErrors } from './support/browser';
import { e2eServer } from './support/server';

let browser: Browser;
const site = new FakeImageSite();

beforeAll(async () => {
  browser = await launch();
  await site.start(e2eServer().outsidePort);
  const pictures = await makeTestImages();
  site.images.set('/og.jpg', { type: 'image/jpeg', body: pictures.good });
  site.images.set('/tiny.jpg', { type: 'image/jpeg', body: pictures.tiny });
  site.images.set('/blurry.jpg', { type: 'image/jpeg', body: pictures.blurry });
  site.pages.set('/festival/harbour', officialEventPage({ og: '/og.jpg' }));
});
// Events whose pictures live on `site`. Taken off the site before it stops: they run for years, so they head the
// lists of every later file, whose pages would then log failed picture loads (console-error checks).
const created: string[] = [];
afterAll(async () => {
  if (browser && created.length) {
    const context = await newContext(browser);
    await signInToDashboard(await context.newPage());
    for (const id of created) await adminApi(context, 'POST', `/api/admin/events/${id}/remove`, { reason: 'browser test clean-up' });
    await context.close();
  }
  await browser?.close();
  await site.stop();
});

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

describe('event images', () => {
  it('shows each event without an image its own generated cover on the home page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await appReady(page);
    const covers = page.locator('img[src*="/cover.svg"]');
    await covers.first().waitFor();
    // the lists render one after another: wait for several covers, not just the first
    await eventually(
      'covers loaded',
      async () =>
        await covers.evaluateAll(
          (imgs) => imgs.length >= 4 && imgs.slice(0, 4).every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
        ),
    );
    const sources = await covers.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
    expect(new Set(sources).size).toBeGreaterThan(1);
    await screenshot(page, 'home-generated-covers');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('analyses, previews and applies an official picture, and fixes a weak one from the dashboard', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToDashboard(page);
    const tag = uniqueTag();
    // Long-running events sort first, so they are among the first 20 the picker offers.
    const harbour = `Harbour Images ${tag}`;
    const weak = `Weak Image ${tag}`;
    const a = await adminApi<{ id: string }>(context, 'POST', '/api/admin/events', {
      ...eventDetails(harbour, {
        imageUrl: `${site.base}/blurry.jpg`,
        ticketUrl: `${site.officialBase}/festival/harbour`,
        startDate: '2025-01-02',
        endDate: '2028-12-30',
      }),
      publish: true,
    });
    const b = await adminApi<{ id: string }>(context, 'POST', '/api/admin/events', {
      ...eventDetails(weak, { imageUrl: `${site.base}/tiny.jpg`, ticketUrl: null, startDate: '2025-01-01', endDate: '2028-12-31' }),
      publish: true,
    });
    created.push(a.id, b.id);

    await page.goto('/ai-image-enhancement');
    await page.getByRole('heading', { name: 'AI Image Enhancement' }).waitFor();

    // Quality analysis: validate now, then both events are listed as problematic with their reasons.
    await page.getByRole('tab', { name: 'Quality Analysis' }).click();
    await page.getByRole('button', { name: 'Validate All Images' }).click();
    await toast(page, 'Validation Complete').waitFor();
    const problematic = page.getByTestId('list-red');
    await problematic.getByText(weak).waitFor();
    await expect(
      problematic
        .getByText(/Tiny image \(120×68 px\)/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      problematic
        .getByText(/Blurry/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Preview: the official website's og:image on the organiser's domain, full confidence (green).
    await page.getByRole('tab', { name: 'Preview Enhancement' }).click();
    await page.getByLabel('Event').selectOption(a.id);
    await page.getByRole('button', { name: 'Preview Enhancement' }).click();
    const result = page.getByTestId('enhancement-result');
    await result.waitFor();
    await expect(result.getByTestId('source').textContent()).resolves.toBe("Event's own picture");
    await expect(result.getByTestId('confidence').textContent()).resolves.toBe('Confidence 100%');
    await expect(result.getByText(/og:image on the organiser's own domain/).isVisible()).resolves.toBe(true);
    await screenshot(page, 'ai-image-preview');
    await page.getByRole('button', { name: 'Apply Suggestion' }).click();
    await toast(page, 'Enhancement Complete').waitFor();

    // The public event now carries the organiser's picture.
    await eventually('the new picture in the public event', async () => {
      const res = await context.request.get(`/api/events/${a.id}`);
      return ((await res.json()) as { imageUrl: string | null }).imageUrl === `${site.officialBase}/og.jpg`;
    });

    // Bulk: ids are checked before sending, with the spec's message.
    await page.getByRole('tab', { name: 'Bulk Enhancement' }).click();
    await page.getByLabel('Event IDs').fill('abc, 12');
    await page.getByRole('button', { name: 'Enhance Selected Events' }).click();
    await toast(page, 'Please enter valid event IDs separated by commas').waitFor();

    // Automation: stored figures.
    await page.getByRole('tab', { name: 'Automation' }).click();
    await page.getByTestId('stat-already-enhanced').waitFor();
    expect(Number(await page.getByTestId('stat-already-enhanced').textContent())).toBeGreaterThanOrEqual(1);

    // Dashboard: Fix Specific Event Images replaces the tiny picture with the generated cover.
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Fix Specific Event Images' }).click();
    await page.getByRole('button', { name: 'Fix images' }).click();
    await toast(page, 'Event Images Fixed').waitFor();
    await eventually('the weak image replaced by the cover', async () => {
      const res = await context.request.get(`/api/events/${b.id}`);
      return ((await res.json()) as { imageUrl: string | null }).imageUrl === null;
    });
    await page.getByRole('tab', { name: 'Operations' }).click();
    await page
      .getByText(/Problem images: \d+ fixed/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
