/** The mobile home's lists: filter chips ask the API, and the favourites tab shows every saved event. */
import type { Browser } from 'playwright-core';
import { apiJson, launch, MOBILE, newContext, screenshot, watchErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Ev {
  id: string;
  title: string;
}

const search = (query: string) => apiJson<Ev[]>(`/api/events/search?sortBy=date&limit=100&${query}`);

describe('mobile lists', () => {
  it('applies the filter chips to the list through the API', async () => {
    const [all, free, freeThisWeek] = await Promise.all([search(''), search('priceRange=free'), search('priceRange=free&timeFilter=this-week')]);
    // The seeded catalogue has free and paid events, so the chip must visibly narrow the list.
    expect(free.length).toBeGreaterThan(0);
    expect(free.length).toBeLessThan(all.length);

    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByTestId('mobile-featured').getByTestId('mobile-event-card').first().waitFor();
    await page.getByRole('button', { name: 'Show Filters' }).tap();
    const chips = page.getByTestId('mobile-filters');

    await chips.getByRole('button', { name: 'Free Events' }).tap();
    await page.waitForURL(/priceRange=free/);
    const results = page.getByTestId('mobile-results');
    await results.getByRole('heading', { name: `Results (${free.length})` }).waitFor();
    expect(await chips.getByRole('button', { name: 'Free Events' }).getAttribute('aria-pressed')).toBe('true');
    const titles = await results.getByTestId('mobile-event-card').getByRole('link').allTextContents();
    expect(titles).toEqual(free.map((e) => e.title));
    await screenshot(page, 'mobile-filter-free');

    // A second chip narrows further: free events this week.
    await chips.getByRole('button', { name: 'This Week', exact: true }).tap();
    await page.waitForURL(/timeFilter=this-week/);
    await results.getByRole('heading', { name: freeThisWeek.length > 0 ? `Results (${freeThisWeek.length})` : 'No Results' }).waitFor();

    // Back (browser history) undoes a chip, since the URL is the state.
    await page.goBack();
    await results.getByRole('heading', { name: `Results (${free.length})` }).waitFor();
    await chips.getByRole('button', { name: 'Free Events' }).tap();
    await page.waitForURL((url) => !url.search.includes('priceRange'));
    await page.getByTestId('mobile-featured').waitFor();

    // On a category path a chip keeps the page: the category and the filter both apply.
    const freeMusic = await search('category=music&priceRange=free');
    await page.goto('/category/music');
    await page.getByRole('button', { name: 'Show Filters' }).tap();
    await chips.getByRole('button', { name: 'Free Events' }).tap();
    await page.waitForURL(/\/category\/music\?priceRange=free/);
    await results.getByRole('heading', { name: freeMusic.length > 0 ? `Results (${freeMusic.length})` : 'No Results' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a saved event that is not among the first 12 upcoming under Saved', async () => {
    const [upcoming, featured] = await Promise.all([apiJson<Ev[]>('/api/events/upcoming?limit=100'), apiJson<Ev[]>('/api/events/featured')]);
    const shown = new Set([...upcoming.slice(0, 12), ...featured].map((e) => e.id));
    const saved = upcoming.slice(12).find((e) => !shown.has(e.id));
    expect(saved).toBeDefined();

    const context = await newContext(browser, MOBILE);
    await context.addInitScript((id) => localStorage.setItem('mobile-favorites', JSON.stringify([id])), saved!.id);
    const page = await context.newPage();
    await page.goto('/favorites');
    const card = page.getByTestId('mobile-event-card').filter({ hasText: saved!.title });
    await card.waitFor();
    expect(await card.getByRole('button', { name: `Remove ${saved!.title} from favourites` }).count()).toBe(1);
    await screenshot(page, 'mobile-favourites');
    await context.close();
  });
});
