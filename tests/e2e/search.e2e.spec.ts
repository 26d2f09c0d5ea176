import type { Browser } from 'playwright-core';
import { axeViolations, launch, newContext, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('search page', () => {
  it('prompts before any search, then runs a Smart Search from the URL', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/search');
    await page.getByRole('heading', { name: 'Discover Events with AI-Powered Search' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Smart Search', selected: true }).count()).toBe(1);
    await page.getByLabel('Describe what you are looking for').fill('folk');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await page.waitForURL(/\/search\?q=folk&mode=smart$/);
    await page.getByTestId('found-count').waitFor();
    expect(await page.getByTestId('found-count').textContent()).toMatch(/^Found [1-9]\d* events?$/); // the seeded catalogue has folk festivals
    expect(await page.getByTestId('search-time').textContent()).toMatch(/^in \d+(\.\d)? ms$/);
    // Once, not again in the analysis box.
    expect(await page.getByText(/\d+(\.\d)? ms/).count()).toBe(1);
    await screenshot(page, 'search-smart');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the standard tab pushes every field into the URL and Clear returns to /search', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/search');
    await page.getByRole('tab', { name: 'Standard Search' }).click();
    await page.waitForURL(/mode=standard/);
    await page.getByLabel('Search Query').fill('festival');
    await page.getByLabel('Location').fill('London');
    await page.getByLabel('Category').selectOption('music');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/search' &&
        url.searchParams.get('q') === 'festival' &&
        url.searchParams.get('location') === 'London' &&
        url.searchParams.get('category') === 'music' &&
        url.searchParams.get('mode') === 'standard',
    );
    await page.getByTestId('found-count').waitFor();
    await screenshot(page, 'search-standard');
    // The URL alone restores the view (shareable).
    const shared = await context.newPage();
    await shared.goto(page.url());
    expect(await shared.getByLabel('Location').inputValue()).toBe('London');
    await shared.getByTestId('found-count').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '');
    await context.close();
  });

  it('says plainly when nothing meets every part of the query, and what it relaxed', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent('underwater basket weaving in Cornwall')}&mode=smart`);
    await page.getByTestId('relaxed-notice').waitFor();
    expect(await page.getByTestId('relaxed-notice').textContent()).toBe(
      'No events matching "underwater basket weaving" in Cornwall — showing other events in Cornwall',
    );
    expect(await page.getByTestId('search-result').count()).toBeGreaterThan(0);
    await screenshot(page, 'search-relaxed');
    expect(await axeViolations(page)).toEqual([]);
    // a query that is met in full carries no notice (an older link's mode=semantic is Smart Search too)
    await page.goto('/search?q=folk&mode=semantic');
    await page.getByTestId('found-count').waitFor();
    expect(await page.getByTestId('relaxed-notice').count()).toBe(0);
    await context.close();
  });
  it('writes each place once: a city that is its own region does not read "London, London"', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/search?q=festival&location=London&mode=standard');
    await page.getByTestId('found-count').waitFor();
    const places = await page.getByTestId('search-result-place').allTextContents();
    expect(places.length).toBeGreaterThan(0);
    expect(places).toContain('London');
    const repeated = places.filter((place) => {
      const parts = place.split(',').map((part) => part.trim().toLowerCase());
      return new Set(parts).size !== parts.length;
    });
    expect(repeated).toEqual([]);
    await context.close();
  });
});
