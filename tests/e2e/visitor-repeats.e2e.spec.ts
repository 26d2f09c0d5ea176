/** Issue 27, "Seen on screen": Discover by Category does not repeat the events the home page shows above it. */
import type { Browser } from 'playwright-core';
import { launch, newContext, scrollTo, WIDE_DESKTOP } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('home page repeats (desktop 1440×900)', () => {
  it('Discover by Category shows none of the events of the carousel, Featured and Upcoming above it', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto('/');
    const carousel = page.getByTestId('featured-carousel');
    await carousel.waitFor();
    await page.getByTestId('carousel-play').click();
    const above: string[] = [];
    const dots = carousel.getByRole('button', { name: /^Go to slide/ });
    for (let i = 0; i < (await dots.count()); i++) {
      await dots.nth(i).click();
      above.push(((await carousel.getByRole('heading', { level: 2 }).first().textContent()) ?? '').trim());
    }
    for (const grid of ['featured-grid', 'upcoming-grid']) {
      await scrollTo(page, page.getByTestId(grid));
      await page.getByTestId(grid).getByTestId('event-card').first().waitFor();
      above.push(...(await page.getByTestId(grid).locator('a.card-link').allTextContents()).map((t) => t.trim()));
    }
    expect(above.length).toBeGreaterThan(10);
    const blocks = page.getByTestId('discover-category');
    await scrollTo(page, page.locator('#discover'));
    await blocks.first().waitFor();
    const repeats: string[] = [];
    for (let i = 0; i < (await blocks.count()); i++) {
      const block = blocks.nth(i);
      await block.scrollIntoViewIfNeeded();
      // hover pauses the slides: each block is read on its first slide
      await block.hover();
      await page.waitForFunction((el) => !el!.textContent!.includes('Loading...'), await block.elementHandle());
      const text = (await block.textContent()) ?? '';
      repeats.push(...above.filter((title) => text.includes(title)));
    }
    expect(repeats).toEqual([]);
    await context.close();
  });

  it('the year page\'s "Coming up" shows none of the featured cards above it', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto(`/${year}`);
    const links = (id: string) =>
      page
        .locator(`section[aria-labelledby="${id}"]`)
        .locator('a.card-link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    await page.locator('section[aria-labelledby="year-upcoming"] a.card-link').first().waitFor();
    const featured = await links('year-featured');
    const upcoming = await links('year-upcoming');
    expect(featured.length).toBeGreaterThan(0);
    expect(upcoming.length).toBe(4);
    expect(upcoming.filter((href) => featured.includes(href))).toEqual([]);
    await context.close();
  });
});
