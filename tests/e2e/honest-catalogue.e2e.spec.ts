/**
 * Issue 8: no dates, prices or counts on the site that nobody stated. The counts are compared exactly, so this file
 * has an app of its own: other browser-test files add events and categories to the shared one while it runs.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { apiJson, appReady, axeViolations, launch, MOBILE, newContext, screenshot, scrollTo } from './support/browser';
import { startExtraApp, type ExtraApp } from './support/extra-app';

let browser: Browser;
let app: ExtraApp;
beforeAll(async () => {
  [browser, app] = await Promise.all([launch(), startExtraApp('honest-catalogue', {})]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const api = <T>(pathname: string) => apiJson<T>(pathname, app.baseUrl);
const totalCount = async (pathname: string) => Number((await fetch(`${app.baseUrl}${pathname}`)).headers.get('x-total-count'));
const context = (): Promise<BrowserContext> => newContext(browser, undefined, { base: app.baseUrl });

interface Ev {
  id: string;
  title: string;
  startDate: string;
  price: string | null;
  ticketUrl: string | null;
  datesConfirmed: boolean;
}

async function allUpcoming(): Promise<Ev[]> {
  const out: Ev[] = [];
  for (let page = 1; page < 10; page++) {
    const batch = await api<Ev[]>(`/api/events/upcoming?limit=100&page=${page}`);
    out.push(...batch);
    if (batch.length < 100) break;
  }
  return out;
}

describe('an honest catalogue', () => {
  it('shows an estimated date as expected and to be confirmed, an unknown price as Price TBC with the official link, and claims neither in JSON-LD', async () => {
    const events = await allUpcoming();
    const estimate = events.find((e) => !e.datesConfirmed && e.price === null && e.ticketUrl);
    expect(estimate).toBeDefined();
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto(`/event/${estimate!.id}`);
    await appReady(page);
    const dates = await page.getByTestId('event-dates').textContent();
    expect(dates).toMatch(/^Expected (early|mid|late) [A-Z][a-z]+ \d{4} — dates to be confirmed$/);
    const price = page.getByTestId('event-price');
    expect(await price.textContent()).toContain('Price TBC');
    expect(await price.getByRole('link', { name: 'see the official site' }).getAttribute('href')).toBe(estimate!.ticketUrl);
    expect(await page.locator('body').textContent()).not.toMatch(/£10\b/);
    expect(await page.getByTestId('add-ics').count()).toBe(0);
    expect(await page.getByTestId('calendar-later').textContent()).toBe('Calendar links appear here once the dates are confirmed.');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld['@type']).toBe('Event');
    expect(ld).not.toHaveProperty('startDate');
    expect(ld).not.toHaveProperty('eventStatus');
    await screenshot(page, 'event-estimated-dates');
    await ctx.close();
  });

  it('cards show an unknown price as Price TBC with the official link, a clickable sibling of the card link (desktop and mobile)', async () => {
    const byId = new Map((await allUpcoming()).map((e) => [e.id, e]));
    for (const [options, path, card] of [
      [undefined, '/upcoming', 'event-card'],
      [MOBILE, '/', 'mobile-event-card'],
    ] as const) {
      const ctx = await newContext(browser, options, { base: app.baseUrl });
      const page = await ctx.newPage();
      await page.goto(path);
      await appReady(page);
      const cards = page.getByTestId(card);
      await cards.first().waitFor();
      const tbc = cards.filter({ has: page.getByTestId('price-official-link') });
      expect(await tbc.count()).toBeGreaterThan(0);
      const first = tbc.first();
      const href = await first.getByTestId('card-price').getByRole('link').getAttribute('href');
      const id = (await first.getByRole('link', { name: /./ }).first().getAttribute('href'))!.split('/').pop()!;
      expect(byId.get(id)).toMatchObject({ price: null, ticketUrl: href });
      expect(await first.getByTestId('card-price').textContent()).toMatch(/^Price TBC — official site for /);
      // never a link inside a link, and the official link is on top of the card's stretched title link
      const official = first.getByTestId('price-official-link');
      expect(await official.evaluate((a) => a.parentElement?.closest('a') === null)).toBe(true);
      await official.scrollIntoViewIfNeeded();
      expect(
        await official.evaluate((a) => {
          const r = a.getBoundingClientRect();
          return a.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
        }),
      ).toBe(true);
      expect(await page.locator('body').textContent()).not.toMatch(/£10\b/);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `card-price-tbc-${card}`);
      await ctx.close();
    }
  });

  it('dates a festival with an established pattern from its rule, as a confirmed date', async () => {
    const lewes = (await allUpcoming()).find((e) => e.title === 'Lewes Bonfire');
    expect(lewes).toBeDefined();
    expect(lewes!.datesConfirmed).toBe(true);
    expect(lewes!.startDate.slice(5)).toBe('11-05');
  });

  it('/upcoming reaches every upcoming event with Load more', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto('/upcoming');
    await appReady(page);
    const cards = page.getByTestId('upcoming-grid').getByTestId('event-card');
    await cards.first().waitFor();
    const total = await totalCount('/api/events/upcoming?limit=1');
    expect(total).toBeGreaterThan(48);
    expect(await page.getByTestId('upcoming-shown').textContent()).toBe(`Showing 48 of ${total} upcoming events`);
    for (let shown = 48; shown < total; shown = Math.min(total, shown + 48)) {
      const more = page.getByRole('button', { name: 'Load more' });
      await scrollTo(page, more);
      await more.click();
      await page
        .getByTestId('upcoming-shown')
        .getByText(`Showing ${Math.min(total, shown + 48)} of ${total} upcoming events`)
        .waitFor();
    }
    expect(await cards.count()).toBe(total);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await ctx.close();
  });

  it('coming-soon pages state figures counted from the data', async () => {
    const listed = await totalCount('/api/events/search?limit=1');
    const categories = (await api<unknown[]>('/api/categories')).length;
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto('/organiser-portal');
    await appReady(page);
    await page.getByTestId('figure-festivals').getByText(listed.toLocaleString('en-GB'), { exact: true }).waitFor();
    await page.getByTestId('figure-categories').getByText(String(categories), { exact: true }).waitFor();
    expect(await page.locator('body').textContent()).not.toContain('500+');
    await ctx.close();
  });

  it('news articles link the festivals they name, and state no day for an estimated date', async () => {
    const [article] = await api<Array<{ id: string; content: string }>>('/api/news?limit=1');
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto(`/news/${article.id}`);
    await appReady(page);
    const links = page.locator('article').getByRole('link');
    await links.first().waitFor();
    const title = (await links.first().textContent())!;
    expect(await page.locator('article').textContent()).not.toContain('](/event/');
    await links.first().click();
    await page.waitForURL(/\/event\//);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const upcoming = await allUpcoming();
    const lines = article.content.split('\n');
    for (const event of upcoming.filter((e) => !e.datesConfirmed)) {
      const line = lines.find((l) => l.startsWith(`• [${event.title}](/event/${event.id})`));
      if (line) expect(line).toContain('dates to be confirmed');
    }
    await ctx.close();
  });
});

describe('counts on category and year pages', () => {
  it('lists a valid category at /category/{slug} and at the shortcut path', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    const total = await totalCount('/api/events/search?category=music&limit=1');
    await page.goto('/category/music');
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: 'Music Festivals', exact: true }).waitFor();
    await page
      .getByTestId('category-count')
      .getByText(`${total} event${total === 1 ? '' : 's'}`)
      .waitFor();
    await page.getByTestId('event-card').first().waitFor();
    await screenshot(page, 'category-music');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/folk');
    await page.getByRole('heading', { level: 1, name: 'Folk Festivals', exact: true }).waitFor();
    await ctx.close();
  });

  it('shows a valid year with its badge and the count of all its events, not of the first page', async () => {
    const next = new Date().getFullYear() + 1;
    const answer = await fetch(`${app.baseUrl}/api/events/year/${next}`);
    const total = Number(answer.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(((await answer.json()) as unknown[]).length);
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto(`/${next}`);
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: `${next} Festivals`, exact: true }).waitFor();
    expect(await page.getByTestId('year-badge').textContent()).toBe('Next Year');
    await page.getByTestId('year-count').getByText(`${total} events`, { exact: true }).waitFor();
    await screenshot(page, 'year-page');
    await ctx.close();
  });
});
