import type { Browser } from 'playwright-core';
import { appReady, axeViolations, launch, newContext, screenshot, scrollTo, watchErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('home page', () => {
  it('renders the featured carousel, featured and upcoming events', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: 'Discover Amazing Festivals Across the UK' }).waitFor();
    await page.getByTestId('featured-carousel').waitFor();
    await page.getByTestId('featured-grid').getByTestId('event-card').first().waitFor();
    expect(await page.getByTestId('featured-grid').getByTestId('event-card').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('featured-grid').getByTestId('event-card').count()).toBeLessThanOrEqual(6);
    await scrollTo(page, page.getByTestId('upcoming-grid'));
    await page.getByTestId('upcoming-grid').getByTestId('event-card').first().waitFor();
    expect(await page.getByTestId('upcoming-grid').getByTestId('event-card').count()).toBeLessThanOrEqual(8);
    // Carousel autoplay can be paused and resumed from the keyboard-reachable toggle.
    const toggle = page.getByTestId('carousel-play');
    await expect(toggle.getAttribute('aria-label')).resolves.toBe('Pause autoplay');
    await toggle.click();
    await expect(toggle.getAttribute('aria-label')).resolves.toBe('Play autoplay');
    await screenshot(page, 'home-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Smart Search shows results and the search time, with the query in the URL', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('hero-query').fill('jazz');
    await page.getByTestId('hero-submit').click();
    await page.waitForURL(/[?&]q=jazz/);
    const summary = page.getByTestId('results-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(/^Found \d+ events? in \d+(\.\d)? ms$/);
    expect(await page.getByTestId('search-results').getByTestId('event-card').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('search-time').textContent()).toMatch(/Search completed in \d+(\.\d)? ms/);
    await screenshot(page, 'home-smart-search');
    // Back to All Events returns to the plain home page.
    await page.getByRole('button', { name: 'Back to All Events' }).click();
    await page.waitForURL((url) => url.search === '');
    await context.close();
  });

  it('offers the four example queries on focus while Smart Search is on', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('hero-query').focus();
    const example = page.getByRole('button', { name: /classical music events in Edinburgh/ });
    await example.waitFor();
    await example.click();
    expect(await page.getByTestId('hero-query').inputValue()).toBe('classical music events in Edinburgh');
    await context.close();
  });

  it('has no serious or critical accessibility violations', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('featured-grid').getByTestId('event-card').first().waitFor();
    // Bring the lazy sections (lists, map, mini-carousels, news) in.
    await scrollTo(page, page.getByTestId('newsletter-block'));
    await page.getByTestId('upcoming-grid').getByTestId('event-card').first().waitFor();
    await page.locator('.region-marker').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
