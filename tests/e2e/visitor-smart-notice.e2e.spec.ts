/** Issue 27, "Smart Search explanations everywhere": the notice of what was relaxed shows wherever the results do. */
import type { Browser } from 'playwright-core';
import { apiJson, axeViolations, launch, MOBILE, newContext, screenshot, WIDE_DESKTOP } from './support/browser';
import { baseUrl } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const QUERY = 'free family events this weekend';

describe('Smart Search explanations everywhere', () => {
  it('desktop 1440×900: the home hero results carry the notice of what was relaxed, and the true total', async () => {
    const answer = await apiJson<{ notice: string | null; relaxed: string[]; total: number }>(`/api/events/search/smart?q=${encodeURIComponent(QUERY)}`);
    // the API relaxed something, so the page must say so
    expect(answer.relaxed.length).toBeGreaterThan(0);
    expect(answer.notice).toBeTruthy();
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto(`/?q=${encodeURIComponent(QUERY)}`);
    const results = page.getByTestId('search-results');
    await results.getByTestId('relaxed-notice').waitFor();
    expect(await results.getByTestId('relaxed-notice').textContent()).toBe(answer.notice);
    expect(await results.getByTestId('results-summary').textContent()).toMatch(new RegExp(`^Found ${answer.total} events?`));
    await screenshot(page, 'home-relaxed-notice');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('phone 390×844: the results list carries the notice of what was relaxed', async () => {
    const res = await fetch(`${baseUrl()}/api/events/search/smart/explained`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, useAI: true }),
    });
    const answer = (await res.json()) as { notice: string | null; relaxed: string[] };
    expect(answer.relaxed.length).toBeGreaterThan(0);
    expect(answer.notice).toBeTruthy();
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent(QUERY)}`);
    const notice = page.getByTestId('mobile-results').getByTestId('relaxed-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(answer.notice);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('desktop 1440×900: "free arts festivals in Bristol" says how far from Bristol it looked, not that every result is in Bristol', async () => {
    const q = 'free arts festivals in Bristol';
    const answer = await apiJson<{ notice: string | null; events: { city: string }[] }>(`/api/events/search/smart?q=${encodeURIComponent(q)}`);
    // the catalogue answers with an event outside Bristol (The Bath Festival): the notice must not claim Bristol
    expect(answer.events.some((e) => e.city !== 'Bristol')).toBe(true);
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto(`/?q=${encodeURIComponent(q)}`);
    const notice = page.getByTestId('search-results').getByTestId('relaxed-notice');
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    expect(text).not.toMatch(/\bin Bristol\b/);
    expect(text).toMatch(/showing arts & culture events within 25 km of Bristol/);
    await context.close();
  });

  it('desktop 1440×900: "cheap festivals under £50" says how many events have no known price', async () => {
    // every upcoming event, counted by the public list: those without a price are what the ceiling leaves out
    let unknown = 0;
    for (let page = 1; ; page++) {
      const res = await fetch(`${baseUrl()}/api/events/search?sortBy=date&limit=100&page=${page}`);
      const events = (await res.json()) as { price: unknown }[];
      unknown += events.filter((e) => e.price === null || e.price === undefined).length;
      if (events.length < 100) break;
    }
    expect(unknown).toBeGreaterThan(0);
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto(`/?q=${encodeURIComponent('cheap festivals under £50')}`);
    const notice = page.getByTestId('search-results').getByTestId('relaxed-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(`${unknown} matching events have no known price yet and are not shown — these are known to cost up to £50`);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('phone 390×844: "christmas markets near me" says that "near me" needs a location', async () => {
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent('christmas markets near me')}`);
    const notice = page.getByTestId('mobile-results').getByTestId('relaxed-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/"Near me" needs your location, which a search does not have — showing events across the UK$/);
    await screenshot(page, 'phone-near-me-notice');
    await context.close();
  });
});
