import type { Browser } from 'playwright-core';
import { apiJson, appReady, axeViolations, launch, MOBILE, newContext, screenshot, watchErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Ev {
  id: string;
  title: string;
}

describe('mobile layout at 390×844', () => {
  it('shows the mobile home with bottom bar, filters, favourites and the bottom sheet', async () => {
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByTestId('mobile-layout').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Find Festivals' }).waitFor();
    const bar = page.getByTestId('bottom-bar');
    for (const label of ['Home', 'Search', 'Events', 'Favourites']) expect(await bar.getByRole('link', { name: label }).isVisible()).toBe(true);
    await page.getByTestId('mobile-featured').getByTestId('mobile-event-card').first().waitFor();
    expect(await page.getByTestId('mobile-featured').getByTestId('mobile-event-card').count()).toBeLessThanOrEqual(3);
    expect(await page.getByTestId('mobile-upcoming').getByTestId('mobile-event-card').count()).toBeLessThanOrEqual(6);
    // Card titles may take two lines rather than being cut to one.
    const clamp = await page
      .locator('.ff-mcard-title')
      .first()
      .evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe('2');
    // Upcoming leaves out the featured events shown above it.
    await page.getByTestId('mobile-upcoming').getByTestId('mobile-event-card').first().waitFor();
    const titles = await page
      .getByTestId('mobile-event-card')
      .locator('.ff-mcard-title a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(titles.filter((href, i) => titles.indexOf(href) !== i)).toEqual([]);
    await screenshot(page, 'mobile-home', true);

    // A chip filters the list (mobile-lists.e2e.spec.ts checks the results); tapping it again goes back home.
    await page.getByRole('button', { name: 'Show Filters' }).tap();
    const weekend = page.getByTestId('mobile-filters').getByRole('button', { name: 'This Weekend' });
    await weekend.tap();
    await page.waitForURL(/weekend=true/);
    await page.getByTestId('mobile-filters').getByRole('button', { name: 'This Weekend', pressed: true }).waitFor({ timeout: 10_000 });
    await page.getByTestId('mobile-results').waitFor();
    await weekend.tap();
    await page.waitForURL((url) => !url.search.includes('weekend'));
    expect(await weekend.getAttribute('aria-pressed')).toBe('false');

    // Favourite the first featured event; it persists under mobile-favorites and shows under Favourites.
    const first = page.getByTestId('mobile-featured').getByTestId('mobile-event-card').first();
    const title = (await first.getByRole('link').first().textContent())!;
    await first.getByRole('button', { name: `Save ${title} to favourites` }).tap();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('mobile-favorites') ?? '[]'));
    expect(stored).toHaveLength(1);
    await bar.getByRole('link', { name: 'Favourites' }).tap();
    await page.waitForURL(/\/favorites$/);
    await page.getByText(title).first().waitFor();

    // Quick view opens the bottom sheet.
    await page.getByRole('button', { name: `Quick view of ${title}` }).tap();
    const sheet = page.getByTestId('bottom-sheet');
    await sheet.waitFor();
    await sheet.getByText('Date:').waitFor();
    // The category badge keeps its own width rather than stretching across the sheet.
    const badge = (await sheet.getByTestId('bottom-sheet-category').locator('span').first().boundingBox())!;
    const sheetBox = (await sheet.boundingBox())!;
    expect(badge.width).toBeLessThan(sheetBox.width / 2);
    await screenshot(page, 'mobile-bottom-sheet');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches from the hero box and shows results with a Back button', async () => {
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('Search festivals').fill('folk');
    await page.getByRole('button', { name: 'Go', exact: true }).tap();
    await page.waitForURL(/\/search\?q=folk/);
    await page.getByRole('heading', { name: /^(Results \(\d+\)|No Results)$/ }).waitFor();
    await screenshot(page, 'mobile-search');
    await page.getByRole('button', { name: 'Back' }).tap();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows the scroll-to-top button after 300 px', async () => {
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('mobile-upcoming').getByTestId('mobile-event-card').first().waitFor();
    expect(await page.getByTestId('scroll-top').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByTestId('scroll-top').waitFor();
    await context.close();
  });

  it('desktop=1 forces the desktop layout on a phone', async () => {
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    await page.goto('/?desktop=1');
    await appReady(page);
    await page.getByTestId('hero-query').waitFor();
    expect(await page.getByTestId('mobile-layout').count()).toBe(0);
    await context.close();
  });

  it('has no serious or critical accessibility violations on the main mobile pages', async () => {
    const [event] = await apiJson<Ev[]>('/api/events/featured');
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    const pages: [string, () => Promise<unknown>][] = [
      ['/', () => page.getByTestId('mobile-featured').getByTestId('mobile-event-card').first().waitFor()],
      ['/search?q=music', () => page.getByRole('heading', { name: /^(Results \(\d+\)|No Results)$/ }).waitFor()],
      ['/category/music', () => page.getByTestId('mobile-results').waitFor()],
      [`/event/${event.id}`, () => page.getByRole('heading', { name: 'Event Details' }).waitFor()],
      ['/contact', () => page.getByRole('button', { name: 'Send Message' }).waitFor()],
    ];
    const problems: string[] = [];
    for (const [url, ready] of pages) {
      await page.goto(url);
      await ready();
      for (const v of await axeViolations(page)) problems.push(`${url}: ${v}`);
    }
    await screenshot(page, 'mobile-contact');
    expect(problems).toEqual([]);
    await context.close();
  });
});
