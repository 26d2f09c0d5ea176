/** Issue 27, "Standard search and the hero": the Category field is a picker of the real categories and every field applies. */
import type { Browser } from 'playwright-core';
import { axeViolations, launch, newContext, screenshot, WIDE_DESKTOP } from './support/browser';
import { baseUrl } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Listed {
  city: string;
  category: string;
}

async function searchApi(query: string): Promise<{ events: Listed[]; total: number }> {
  const res = await fetch(`${baseUrl()}/api/events/search?${query}&limit=100`);
  expect(res.status).toBe(200);
  return { events: (await res.json()) as Listed[], total: Number(res.headers.get('x-total-count')) };
}

describe('standard search (desktop 1440×900)', () => {
  it('"festival" with location "Edinburgh" lists only Edinburgh events, and the total says how many', async () => {
    const answer = await searchApi('q=festival&location=Edinburgh');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.events.map((e) => e.city)).toEqual(answer.events.map(() => 'Edinburgh'));
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto('/search?mode=standard');
    await page.getByLabel('Search Query').fill('festival');
    await page.getByLabel('Location').fill('Edinburgh');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('location') === 'Edinburgh');
    await page.getByTestId('found-count').waitFor();
    expect(await page.getByTestId('found-count').textContent()).toBe(`Found ${answer.total} event${answer.total === 1 ? '' : 's'}`);
    const places = await page.getByTestId('search-result-place').allTextContents();
    expect(places.length).toBe(Math.min(answer.total, 24));
    for (const place of places) expect(place).toMatch(/^Edinburgh\b/);
    await context.close();
  });

  it('the Category field is a picker of the categories by name, applied with the text', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto('/search?mode=standard');
    const picker = page.getByLabel('Category');
    // the visitor picks a name ("Music"); the search asks for its slug
    await picker.locator('option[value="music"]').waitFor({ state: 'attached' });
    const names = await picker.locator('option').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['All categories', 'Music', 'Food & Drink', 'Arts & Culture']));
    await picker.selectOption({ label: 'Music' });
    await page.getByLabel('Search Query').fill('festival');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'music' && url.searchParams.get('q') === 'festival');
    const answer = await searchApi('q=festival&category=music');
    expect(answer.total).toBeGreaterThan(0);
    expect(new Set(answer.events.map((e) => e.category))).toEqual(new Set(['music']));
    await page.getByTestId('found-count').waitFor();
    expect(await page.getByTestId('found-count').textContent()).toBe(`Found ${answer.total} events`);
    // a shared link shows the picked name again
    const shared = await context.newPage();
    await shared.goto(page.url());
    await shared.getByTestId('found-count').waitFor();
    // the slug stands in for the name until the categories have arrived
    await shared.getByLabel('Category').locator('option[value="music"]', { hasText: 'Music' }).waitFor({ state: 'attached' });
    expect(await shared.getByLabel('Category').locator('option:checked').textContent()).toBe('Music');
    await screenshot(page, 'search-standard-category-picker');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('text, location, category and month apply together', async () => {
    const august = `${new Date().getUTCFullYear() + 1}-08`;
    const all = await searchApi('q=festival&location=Edinburgh');
    const answer = await searchApi(`q=festival&location=Edinburgh&category=arts-culture&month=${august}`);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBeLessThan(all.total);
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto('/search?mode=standard');
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Search Query').fill('festival');
    await form.getByLabel('Location').fill('Edinburgh');
    await form.getByLabel('Category').locator('option[value="arts-culture"]').waitFor({ state: 'attached' });
    await form.getByLabel('Category').selectOption('arts-culture');
    await form.getByLabel('When').selectOption(august);
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('month') === august && url.searchParams.get('category') === 'arts-culture');
    await page.getByTestId('found-count').waitFor();
    expect(await page.getByTestId('found-count').textContent()).toBe(`Found ${answer.total} event${answer.total === 1 ? '' : 's'}`);
    for (const place of await page.getByTestId('search-result-place').allTextContents()) expect(place).toMatch(/^Edinburgh\b/);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
