import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiJson, appReady, DESKTOP, launch, MOBILE, newContext, screenshot, watchErrors } from './support/browser';

/**
 * The server-rendered hero (frontend/src/first-paint/, the app's components drawn by the backend per request): it
 * paints and works without JavaScript, and
 * with JavaScript the app takes over from it without a second hero, an error or a layout shift.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const NO_JS = { javaScriptEnabled: false };

/** Console errors and the page's cumulative layout shift, recorded from the first byte. */
async function watch(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    // Map tiles are aborted on purpose in tests (no internet: support/browser.ts).
    if (m.type() === 'error' && !m.location().url.includes('tile.openstreetmap.org')) consoleErrors.push(`${m.text()} (${m.location().url})`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { consoleErrors, cls: () => page.evaluate(() => (window as unknown as { __cls: number }).__cls) };
}

describe('home hero without JavaScript', () => {
  it('desktop: shows the hero heading and a labelled search box whose form lands on /search?q=', async () => {
    const context = await newContext(browser, { ...DESKTOP, ...NO_JS });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Discover Amazing Festivals Across the UK' }).waitFor();
    await screenshot(page, 'hero-shell-desktop-no-js');
    const box = page.getByRole('searchbox', { name: 'Search festivals' });
    expect(await box.count()).toBe(1);
    // The mobile home's tiles and chips are hidden at this width.
    expect(await page.getByRole('heading', { name: 'Trending searches' }).count()).toBe(0);
    await box.fill('jazz in Cheltenham');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('jazz in Cheltenham');
    await context.close();
  });

  it("desktop: paints the carousel's first featured festival above the fold, with working links", async () => {
    const [first] = await apiJson<Array<{ id: string; title: string }>>('/api/events/featured');
    expect(first).toBeDefined();
    const context = await newContext(browser, { ...DESKTOP, ...NO_JS });
    const page = await context.newPage();
    await page.goto('/');
    const title = page.getByRole('heading', { level: 2, name: first.title });
    await title.waitFor();
    const box = await title.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);
    const details = page.getByRole('link', { name: 'View Details' });
    expect(await details.getAttribute('href')).toBe(`/event/${first.id}`);
    // A first visit: the banner (a plain form without JavaScript) is answered first, as it covers the slide's foot.
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await details.click();
    await page.waitForURL(new RegExp(`/event/${first.id}$`));
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    await context.close();
  });

  it('mobile: shows the mobile hero and its form lands on /search?q=', async () => {
    const context = await newContext(browser, { ...MOBILE, ...NO_JS });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Find Festivals' }).waitFor();
    await screenshot(page, 'hero-shell-mobile-no-js');
    // The desktop hero and the carousel's slide are hidden under 768 px: one heading, one search box.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'View Details' }).count()).toBe(0);
    // The mobile home's first screen: category tiles and trending searches, as working links.
    const [firstCategory] = await apiJson<Array<{ slug: string; name: string }>>('/api/categories');
    const tile = page.getByRole('link', { name: firstCategory.name, exact: true });
    expect(await tile.getAttribute('href')).toBe(`/search?category=${firstCategory.slug}`);
    // Trending searches are what visitors searched (none until enough of them have): the first paint shows the API's list.
    const { searches } = await apiJson<{ searches: string[] }>('/api/search/trending');
    if (searches.length)
      expect(await page.getByRole('link', { name: searches[0], exact: true }).getAttribute('href')).toBe(`/search?q=${encodeURIComponent(searches[0])}`);
    else expect(await page.getByRole('heading', { name: 'Trending searches' }).count()).toBe(0);
    const [featured] = await apiJson<Array<{ id: string; title: string }>>('/api/events/featured');
    expect(await page.getByRole('link', { name: featured.title, exact: true }).getAttribute('href')).toBe(`/event/${featured.id}`);
    await page.getByRole('searchbox', { name: 'Search festivals' }).fill('folk');
    await page.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(/\/search\?q=folk/);
    await context.close();
  });
});

describe('home hero with JavaScript', () => {
  for (const [name, options, heading] of [
    ['desktop', DESKTOP, 'Discover Amazing Festivals Across the UK'],
    ['mobile', MOBILE, 'Find Festivals'],
  ] as const) {
    it(`${name}: the app takes over: one hero, no shell left, no console error, no layout shift`, async () => {
      const context = await newContext(browser, options);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const { consoleErrors, cls } = await watch(page);
      const response = await page.goto('/');
      // The first response itself carries the hero.
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<h1 id="ff-shell-title"><span class="ff-shell-dv">Discover Amazing Festivals Across the UK</span>');
      expect(html).toMatch(/<form action="\/search" method="get" [^>]*class="ff-hero-form"/);
      await appReady(page);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.locator('#ff-shell').count()).toBe(0);
      expect(await page.locator('h1').count()).toBe(1);
      expect(
        await page
          .getByRole('searchbox', { name: 'Search festivals' })
          .or(page.getByRole('textbox', { name: 'Search festivals' }))
          .count(),
      ).toBe(1);
      await page.waitForTimeout(1000);
      await screenshot(page, `hero-shell-${name}-app`);
      expect(await cls()).toBeLessThan(0.05);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('text typed into the server-rendered box before the app starts moves to the app’s box', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Hold the app's entry script back until the visitor has typed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#ff-shell-q').fill('cider');
    release();
    await appReady(page);
    await page.getByTestId('hero-query').waitFor();
    expect(await page.getByTestId('hero-query').inputValue()).toBe('cider');
    await context.close();
  });
});

describe('event page first paint', () => {
  it('carries the event in the page: the app renders it without fetching it again, with no console error', async () => {
    const list = await apiJson<{ events?: { id: string; title: string }[] } | { id: string; title: string }[]>('/api/events/upcoming?limit=1');
    const event = (Array.isArray(list) ? list : (list.events ?? []))[0];
    expect(event).toBeDefined();
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    const { consoleErrors } = await watch(page);
    const eventFetches: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `/api/events/${event.id}`) eventFetches.push(r.url());
    });
    const response = await page.goto(`/event/${event.id}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<script type="application/json" id="ff-initial-data">');
    // The server's first paint already names the event.
    expect(html).toContain(`<h1>${event.title.replace(/&/g, '&amp;')}</h1>`);
    // Its route's own chunk is preloaded, found in the build's route map (frontend/dist/.vite/route-chunks.json).
    const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../frontend/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${manifest['src/routes/event.$id.tsx?tsr-split=component'].file}" />`);
    // ...and draws its picture where the app will (the largest paint on a phone).
    const picture = html.match(/<img src="([^"]+)"[^>]* class="ff-shell-picture"/)?.[1];
    expect(picture).toBeDefined();
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    expect(await page.locator('#ff-shell').count()).toBe(0);
    expect(eventFetches).toEqual([]);
    expect(await page.getByTestId('event-detail').locator('img').first().getAttribute('src')).toBe(picture?.replace(/&amp;/g, '&'));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('consent banner in the first paint', () => {
  it('is in the first response until answered, then the app’s own banner takes over; answered, it is left out', async () => {
    const context = await newContext(browser, MOBILE, { quiet: false });
    const page = await context.newPage();
    const { cls } = await watch(page);
    const first = await page.goto('/');
    expect(await first?.text()).toContain('class="ff-consent ff-shell-consent"');
    await appReady(page);
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor();
    expect(await page.locator('.ff-shell-consent').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'We Value Your Privacy' }).count()).toBe(1);
    expect(await cls()).toBeLessThan(0.05);
    await banner.getByRole('button', { name: 'Accept All' }).click();
    expect((await context.cookies()).find((c) => c.name === 'ff_consent')?.value).toBe('1');
    const again = await page.goto('/');
    expect(await again?.text()).not.toContain('ff-consent');
    await context.close();
  });
});

describe('back office', () => {
  it('gets no first-paint shell: its app shows at once', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto('/admin/login');
    expect(await response?.text()).not.toContain('ff-shell');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();
  });
});
