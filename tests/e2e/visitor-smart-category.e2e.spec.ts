/**
 * Issue 26: the home page's Smart Search with a category asks the server for that category (every page of it, and
 * its total), where it used to filter the first page of 24 in the browser and report that page's length as "Found N".
 */
import type { Browser } from 'playwright-core';
import { apiJson, DESKTOP, launch, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const QUERY = 'festivals';
const CATEGORY = 'music';

describe('Smart Search with a category', () => {
  it('desktop: the results are all of the category and "Found N" is the server total for it', async () => {
    const answer = await apiJson<{ total: number; events: { category: string }[] }>(
      `/api/events/search/smart?q=${encodeURIComponent(QUERY)}&category=${CATEGORY}`,
    );
    // more of the category than one page holds: a page filtered in the browser could not show this total
    expect(answer.total).toBeGreaterThan(24);
    expect(answer.events.every((e) => e.category === CATEGORY)).toBe(true);
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/events/search/smart') && asked.push(r.url()));
    await page.goto(`/?q=${encodeURIComponent(QUERY)}&category=${CATEGORY}`);
    const results = page.getByTestId('search-results');
    await results.getByTestId('results-summary').waitFor();
    expect(await results.getByTestId('results-summary').textContent()).toMatch(new RegExp(`^Found ${answer.total} events`));
    expect(asked.some((u) => new URL(u).searchParams.get('category') === CATEGORY)).toBe(true);
    await context.close();
  });
});
