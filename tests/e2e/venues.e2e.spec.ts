/** Venue pages (issue 30, parts 1 and 5): from an event page to its venue's page, with the map, events, Place JSON-LD and h-card. */
import type { Browser } from 'playwright-core';
import { apiJson, appReady, launch, newContext, watchErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Venue {
  slug: string;
  name: string;
}

describe('venue pages', () => {
  it('links an event to its venue, whose page shows the map, its upcoming events, schema.org Place and an h-card', async () => {
    const venues = await apiJson<Venue[]>('/api/venues');
    const hall = venues.find((v) => v.name === 'Royal Albert Hall')!;
    const { upcoming } = await apiJson<{ upcoming: { id: string; title: string }[] }>(`/api/venues/${hall.slug}`);
    expect(upcoming.length).toBeGreaterThan(0);

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/event/${upcoming[0].id}`);
    await appReady(page);
    await page.getByTestId('venue-link').click();
    await page.waitForURL(`**/venue/${hall.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Royal Albert Hall' }).waitFor();
    await page.getByRole('heading', { name: 'Upcoming events' }).waitFor();
    await page.getByRole('link', { name: upcoming[0].title }).first().waitFor();
    await page.getByRole('heading', { name: 'Past editions held here' }).waitFor();
    await page.locator('.leaflet-container').waitFor();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const ld = blocks.map((b) => JSON.parse(b) as { '@type': string }).find((b) => b['@type'] === 'Place');
    expect(ld).toMatchObject({ '@type': 'Place', name: 'Royal Albert Hall', address: { addressLocality: 'London' } });
    // h-card beside the JSON-LD (issue 30, part 5): the same name, place and coordinates.
    const card = page.locator('.h-card');
    expect(await card.count()).toBe(1);
    expect((await card.locator('.p-name').textContent())?.trim()).toBe('Royal Albert Hall');
    expect((await card.locator('.p-adr .p-locality').textContent())?.trim()).toBe('London');
    expect(await card.locator('.p-country-name').getAttribute('value')).toBe('United Kingdom');
    const geo = ld as unknown as { geo: { latitude: number; longitude: number } };
    expect(Number(await card.locator('.p-latitude').getAttribute('value'))).toBe(geo.geo.latitude);
    expect(Number(await card.locator('.p-longitude').getAttribute('value'))).toBe(geo.geo.longitude);
    expect(await card.locator('.u-url').getAttribute('value')).toMatch(/^https?:\/\//);
    expect(errors).toEqual([]);

    await page.goto('/venue/no-such-venue');
    await page
      .getByText(/not found|does not exist|couldn.t find/i)
      .first()
      .waitFor();
    await context.close();
  });
});
