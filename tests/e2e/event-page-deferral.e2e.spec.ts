import type { Browser } from 'playwright-core';
import { apiJson, appReady, launch, MOBILE, newContext, scrollTo } from './support/browser';

/**
 * The event page keeps its main thread light on a phone (issue 9, blocking time): the lead renders first, the
 * rest follows in short tasks, the venue map draws only when its box comes into view and the similar festivals
 * load only when the reader gets near them (frontend/src/features/event/components).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('event page below the fold', () => {
  it('draws the map and loads similar festivals only when scrolled near, and renders every part', async () => {
    const events = await apiJson<{ id: string; latitude?: number | null; category?: string | null }[]>('/api/events/featured');
    const event = events.find((e) => e.latitude != null && e.category)!;
    // A short phone screen: the map's box starts below the fold.
    const context = await newContext(browser, { ...MOBILE, viewport: { width: 390, height: 560 } });
    const page = await context.newPage();
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/events/search')) searches.push(r.url());
    });
    await page.goto(`/event/${event.id}`);
    await appReady(page);
    // Every deferred part of the page arrives without scrolling: details, venue, the map's heading and box.
    await page.getByRole('heading', { name: 'Event Details' }).waitFor();
    await page.getByRole('heading', { name: 'Location & Venue' }).waitFor();
    await page.getByRole('heading', { name: 'Where it is' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    expect(await page.getByTestId('venue-map').textContent()).toBe('Loading map...');
    expect(searches).toEqual([]);

    const map = page.getByTestId('venue-map');
    await map.scrollIntoViewIfNeeded();
    await map.locator('.venue-marker').waitFor();
    const similar = page.getByTestId('similar-events');
    await scrollTo(page, similar);
    await similar.getByTestId('event-card').first().waitFor();
    expect(searches.length).toBeGreaterThan(0);
    await context.close();
  });
});
