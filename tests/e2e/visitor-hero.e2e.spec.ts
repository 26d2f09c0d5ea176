/** Issue 27, "Standard search and the hero": a category alone opens its results; the example list is not clipped. */
import type { Browser } from 'playwright-core';
import { apiJson, axeViolations, launch, newContext, WIDE_DESKTOP } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('home hero (desktop 1440×900)', () => {
  it("a category with an empty box and Search opens that category's results", async () => {
    const music = await apiJson<unknown[]>('/api/events/search?category=music&sortBy=date&limit=5');
    expect(music.length).toBeGreaterThan(0);
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto('/');
    const picker = page.locator('#hero-category');
    await picker.locator('option[value="music"]').waitFor({ state: 'attached' });
    await picker.selectOption('music');
    await page.getByTestId('hero-submit').click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'music');
    const results = page.getByTestId('search-results');
    await results.waitFor();
    await page.getByRole('heading', { name: 'Music Festivals' }).waitFor();
    // the category's events are listed under the hero (the heading shows at once, the cards when the answer comes)
    await results.locator('article').first().waitFor();
    const cards = await results.locator('article').count();
    expect(cards).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("the example searches are shown whole, not cut off by the hero's bottom edge", async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('hero-query').focus();
    const list = page.getByRole('list', { name: 'Example searches' });
    await list.waitFor();
    const last = list.getByRole('button').last();
    const box = (await last.boundingBox())!;
    // what is painted at the last example's centre must be that example, not the section under the hero
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('li')?.textContent ?? document.elementFromPoint(x, y)?.tagName ?? null,
      [box.x + box.width / 2, box.y + box.height - 3] as const,
    );
    expect(hit).toBe(await last.textContent());
    await context.close();
  });
});
