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
    const answer = await apiJson<{ notice: string | null; relaxed: string[]; total: number }>(`/api/events/search/semantic?q=${encodeURIComponent(QUERY)}`);
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
    const res = await fetch(`${baseUrl()}/api/ai/search`, {
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
});
