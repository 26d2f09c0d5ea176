import type { Browser } from 'playwright-core';
import { apiJson, launch, MOBILE, newContext } from './support/browser';

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
