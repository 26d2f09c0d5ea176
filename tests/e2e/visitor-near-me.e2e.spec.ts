/**
 * Issue 27, "Smart Search explanations everywhere": "christmas markets near me" asks the browser for the visitor's
 * position (only for a search that says "near me") and searches around it; refused, it says that it needs one.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { apiJson, axeViolations, launch, MOBILE, newContext, screenshot, WIDE_DESKTOP } from './support/browser';
import { baseUrl } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const QUERY = 'christmas markets near me';
/** Marble Arch: Hyde Park Winter Wonderland is 2 km away. */
const LONDON = { latitude: 51.5131, longitude: -0.1589 };
const located = (size: BrowserContextOptions): BrowserContextOptions => ({ ...size, geolocation: LONDON, permissions: ['geolocation'] });

type Answer = { notice: string | null; total: number; events: { title: string; city: string }[] };

describe('"near me" with the browser\'s location', () => {
  it('the API searches within 25 km of lat/lng for "near me", and says so', async () => {
    const answer = await apiJson<Answer>(`/api/events/search/smart?q=${encodeURIComponent(QUERY)}&lat=51.51&lng=-0.16`);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.events.map((e) => e.title)).toContain('Hyde Park Winter Wonderland');
    expect(answer.events.every((e) => e.city === 'London')).toBe(true);
    expect(answer.notice).toMatch(/within 25 km of your location/);
    const ai = await fetch(`${baseUrl()}/api/events/search/smart/explained`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, lat: 51.51, lng: -0.16 }),
    });
    expect(((await ai.json()) as Answer).notice).toMatch(/within 25 km of your location/);
  });

  it('the API refuses a position outside the UK, or half of one, with a clear 400', async () => {
    const ask = async (query: string) => {
      const res = await fetch(`${baseUrl()}/api/events/search/smart?q=${encodeURIComponent(QUERY)}&${query}`);
      return { status: res.status, body: JSON.stringify(await res.json()) };
    };
    const paris = await ask('lat=48.86&lng=2.35');
    expect(paris.status).toBe(400);
    expect(paris.body).toMatch(/lat must be between 49.8 and 60.9: \\"near me\\" searches the UK/);
    const half = await ask('lat=51.5');
    expect(half.status).toBe(400);
    expect(half.body).toMatch(/lat and lng go together/);
    const words = await ask('lat=north&lng=west');
    expect(words.status).toBe(400);
    expect(words.body).toMatch(/lat must be a number/);
  });

  it('desktop 1440×900: the home hero asks for the location and shows what is within 25 km of it', async () => {
    const context = await newContext(browser, located(WIDE_DESKTOP));
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('hero-query').fill(QUERY);
    await page.getByTestId('hero-submit').click();
    const notice = page.getByTestId('search-results').getByTestId('relaxed-notice');
    await page.waitForFunction(() =>
      /within 25 km of your location/.test(document.querySelector('[data-testid="search-results"] [data-testid="relaxed-notice"]')?.textContent ?? ''),
    );
    expect(await notice.textContent()).not.toMatch(/needs your location/);
    const titles = await page.getByTestId('search-results').getByTestId('event-card').getByRole('heading').allTextContents();
    expect(titles).toContain('Hyde Park Winter Wonderland');
    // the position is not written into the address
    expect(page.url()).not.toMatch(/lat=|lng=/);
    await screenshot(page, 'near-me-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('phone 390×844: the results list searches around the location', async () => {
    const context = await newContext(browser, located(MOBILE));
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent(QUERY)}`);
    await page.waitForFunction(() =>
      /within 25 km of your location/.test(document.querySelector('[data-testid="mobile-results"] [data-testid="relaxed-notice"]')?.textContent ?? ''),
    );
    await screenshot(page, 'near-me-phone');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('desktop 1440×900: refused, it keeps saying that "near me" needs a location', async () => {
    // a position the browser would give, but the visitor has not allowed it
    const context = await newContext(browser, { ...WIDE_DESKTOP, geolocation: LONDON });
    const page = await context.newPage();
    await page.goto(`/?q=${encodeURIComponent(QUERY)}`);
    const notice = page.getByTestId('search-results').getByTestId('relaxed-notice');
    await notice.waitFor();
    // give a (wrongly) granted position time to arrive and change the answer
    await page.waitForTimeout(1500);
    expect(await notice.textContent()).toMatch(/"Near me" needs your location/);
    await context.close();
  });
});
