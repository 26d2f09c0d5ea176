import type { Browser } from 'playwright-core';
import { launch, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('an unknown category', () => {
  it('/category/jazz names the page plainly and offers a search for the word', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/category/jazz');
    await page.getByTestId('error-page').waitFor();
    expect(await page.title()).toBe('Category Not Found | Festival Finder');
    const link = page.getByRole('link', { name: 'Search for “jazz” festivals' });
    await link.click();
    await page.waitForURL(/\/search\?q=jazz/);
    await page.getByTestId('found-count').waitFor();
    await context.close();
  });
});
