import type { Browser } from 'playwright-core';
import { apiJson, launch, MOBILE, newContext, scrollTo } from './support/browser';

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

describe('event page on a phone', () => {
  it('keeps "Get Tickets Now" in view above the bottom bar', async () => {
    const events = await apiJson<{ id: string; ticketUrl?: string | null }[]>('/api/events/featured');
    const event = events.find((e) => e.ticketUrl)!;
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    await page.goto(`/event/${event.id}`);
    const tickets = page.getByTestId('get-tickets');
    await tickets.waitFor();
    const viewport = page.viewportSize()!;
    const box = (await tickets.boundingBox())!;
    const bar = (await page.getByTestId('bottom-bar').boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await context.close();
  });
});

describe('home hero', () => {
  it('has no category artwork (with its large translucent icon) behind the heading', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await hero.waitFor();
    const images = await hero.evaluate((el) =>
      [el, ...Array.from(el.querySelectorAll('*'))].map((n) => getComputedStyle(n).backgroundImage).filter((b) => b.includes('url(')),
    );
    expect(images).toEqual([]);
    await context.close();
  });
});

describe('home layout', () => {
  it('keeps the carousel dots off the image/panel split and lines up the Upcoming cards', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const carousel = page.getByTestId('featured-carousel');
    await carousel.waitFor();
    const image = (await carousel.locator('[role="group"] > div').first().boundingBox())!;
    const dots = (await page.getByTestId('carousel-dots').boundingBox())!;
    const split = image.x + image.width;
    expect(dots.x + dots.width < split || dots.x > split).toBe(true);

    await scrollTo(page, page.getByTestId('upcoming-grid'));
    const cards = page.getByTestId('upcoming-grid').getByTestId('event-card');
    await cards.first().waitFor();
    const boxes = await cards.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), bottom: Math.round(r.bottom) })),
    );
    const rows = new Map<number, number[]>();
    for (const b of boxes) rows.set(b.top, [...(rows.get(b.top) ?? []), b.bottom]);
    for (const bottoms of rows.values()) expect(new Set(bottoms).size).toBe(1);

    // No white band between the newsletter block and the footer.
    const newsletter = page.getByTestId('newsletter-block');
    await scrollTo(page, newsletter);
    await newsletter.waitFor();
    const gap = await page.evaluate(() => {
      const block = document.querySelector('[data-testid="newsletter-block"]')!.getBoundingClientRect();
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      return Math.round(footer.top - block.bottom);
    });
    expect(gap).toBe(0);
    await context.close();
  });
});

describe('event page left column', () => {
  it('shows where the venue is and similar festivals, not empty space', async () => {
    const events = await apiJson<{ id: string; latitude?: number | null }[]>('/api/events/featured');
    const event = events.find((e) => e.latitude != null)!;
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`/event/${event.id}`);
    await page.getByTestId('event-detail').waitFor();
    const map = page.getByTestId('venue-map');
    await scrollTo(page, map);
    await map.locator('.venue-marker').waitFor();
    await map.locator('path.uk-outline').first().waitFor();
    const similar = page.getByTestId('similar-events');
    await scrollTo(page, similar);
    await similar.getByTestId('event-card').first().waitFor();
    const links = await similar.locator('a.card-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(links).not.toContain(`/event/${event.id}`);
    await context.close();
  });
});
