import type { Browser } from 'playwright-core';
import { apiJson, appReady, launch, newContext, screenshot, scrollTo } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Region {
  value: string;
  label: string;
  count: number;
}
interface Ev {
  id: string;
  title: string;
  region: string;
}

describe('header menus', () => {
  it('open on a press of the trigger even when the click is lost as the menu code takes over', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    // press only: the release lands on the menu's own trigger once it has replaced the plain button
    await page.getByTestId('nav-where').dispatchEvent('pointerdown', { pointerType: 'mouse', button: 0, isPrimary: true });
    await page.getByRole('menuitem').first().waitFor({ timeout: 10_000 });
    await context.close();
  });
});

describe('filter by region', () => {
  it('the Where menu opens the filter pop-up and puts the region in the URL', async () => {
    const regions = await apiJson<Region[]>('/api/events/regions');
    const london = regions.find((r) => r.value === 'london')!;
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('nav-where').click();
    const items = page.getByRole('menuitem');
    await items.first().waitFor();
    // All ten regions, Wales and Northern Ireland included.
    expect(regions).toHaveLength(10);
    expect(await items.count()).toBe(regions.length);
    for (const name of ['Wales', 'Northern Ireland']) expect(await page.getByRole('menuitem', { name: new RegExp(`^${name}\\s*\\d+$`) }).count()).toBe(1);
    await page.getByRole('menuitem', { name: new RegExp(`^London\\s*${london.count}$`) }).click();
    await page.waitForURL(/region=london/);
    const popup = page.getByTestId('filter-popup');
    await popup.waitFor();
    await popup.getByText(/^Showing \d+ events?$/).waitFor();
    const expected = await apiJson<Ev[]>('/api/events/filter/region/london');
    expect(await popup.getByText(`Showing ${expected.length} event${expected.length === 1 ? '' : 's'}`).isVisible()).toBe(true);
    await screenshot(page, 'where-menu-popup');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await page.getByText('Showing Festivals in London').waitFor();
    await context.close();
  });

  it('a map marker filters by its region even without map tiles', async () => {
    const scotland = await apiJson<Ev[]>('/api/events/filter/region/scotland');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await scrollTo(page, page.getByTestId('region-map'));
    const marker = page.locator('path.region-marker-scotland');
    await marker.waitFor();
    await marker.click({ force: true });
    await page.waitForURL(/region=scotland/);
    await page.getByText('Showing Festivals in Scotland').waitFor();
    const results = page.getByTestId('region-results');
    if (scotland.length > 0) {
      await results.getByTestId('event-card').first().waitFor();
      expect(await results.getByTestId('event-card').count()).toBe(scotland.length);
      const firstTitle = await results.getByTestId('event-card').first().getByRole('heading').textContent();
      expect(scotland.map((e) => e.title)).toContain(firstTitle);
    }
    await screenshot(page, 'map-region-filter');
    // Choosing the selected region again clears the filter.
    await page.getByTestId('region-scotland').click();
    await page.waitForURL((url) => !url.search.includes('region='));
    await context.close();
  });

  it('a quick time filter shows its banner and is shareable by URL', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/?timeFilter=summer');
    await page.getByText(/^Showing events for: /).waitFor();
    await page.getByRole('button', { name: /Summer/, pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Clear Filter' }).first().click();
    await page.waitForURL((url) => !url.search.includes('timeFilter'));
    await context.close();
  });
});
