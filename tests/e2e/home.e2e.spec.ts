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

  it('never shows an event twice among the carousel, Featured and Upcoming', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const carousel = page.getByTestId('featured-carousel');
    await carousel.waitFor();
    await page.getByTestId('carousel-play').click();
    const slides: string[] = [];
    const dots = carousel.getByRole('button', { name: /^Go to slide/ });
    for (let i = 0; i < (await dots.count()); i++) {
      await dots.nth(i).click();
      slides.push((await carousel.getByRole('link', { name: 'View Details' }).getAttribute('href')) ?? '');
    }
    const hrefs = (testId: string) =>
      page
        .getByTestId(testId)
        .getByTestId('event-card')
        .locator('a.card-link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    await page.getByTestId('featured-grid').getByTestId('event-card').first().waitFor();
    await scrollTo(page, page.getByTestId('upcoming-grid'));
    await page.getByTestId('upcoming-grid').getByTestId('event-card').first().waitFor();
    const featured = await hrefs('featured-grid');
    const upcoming = await hrefs('upcoming-grid');
    expect(featured.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeGreaterThan(0);
    const all = [...slides, ...featured, ...upcoming];
    expect(all.filter((href, i) => all.indexOf(href) !== i)).toEqual([]);
    await context.close();
  });

  it('fits the region map to all ten labelled regions and draws the UK outline when tiles cannot load', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const map = page.getByTestId('region-map');
    await scrollTo(page, map);
    await page.locator('.region-marker').first().waitFor();
    await page.locator('path.uk-outline').first().waitFor();
    expect(await page.locator('.region-marker').count()).toBe(10);
    const labels = await page.locator('.region-label').allTextContents();
    expect(labels).toHaveLength(10);
    for (const name of ['London', 'South East', 'South West', 'Wales', 'Northern Ireland', 'Scotland'])
      expect(labels.some((l) => l.startsWith(`${name} (`))).toBe(true);
    const box = (await map.boundingBox())!;
    for (const marker of await page.locator('.region-marker').all()) {
      const m = (await marker.boundingBox())!;
      expect(m.x).toBeGreaterThanOrEqual(box.x);
      expect(m.y).toBeGreaterThanOrEqual(box.y);
      expect(m.x + m.width).toBeLessThanOrEqual(box.x + box.width);
      expect(m.y + m.height).toBeLessThanOrEqual(box.y + box.height);
    }
    await screenshot(page, 'home-region-map');
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
    // The search time is shown once, in the summary.
    expect(await page.getByText(/\d+(\.\d)? ms/).count()).toBe(1);
    await screenshot(page, 'home-smart-search');
    // Back to All Events returns to the plain home page.
    await page.getByRole('button', { name: 'Back to All Events' }).click();
    await page.waitForURL((url) => url.search === '');
    await context.close();
  });

  it('turning Smart Search off puts smart=off in the URL, not a quoted string', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByText('Smart Search on').click();
    await page.getByText('Smart Search off').waitFor();
    await page.getByTestId('hero-query').fill('jazz');
    await page.getByTestId('hero-submit').click();
    await page.waitForURL(/[?&]q=jazz/);
    expect(new URL(page.url()).search).toMatch(/[?&]smart=off(&|$)/);
    expect(page.url()).not.toContain('%22');
    await page.getByTestId('results-summary').waitFor();
    // Reloading the shared link keeps Smart Search off.
    await page.reload();
    await page.getByTestId('results-summary').waitFor();
    expect(new URL(page.url()).search).toMatch(/[?&]smart=off(&|$)/);
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
