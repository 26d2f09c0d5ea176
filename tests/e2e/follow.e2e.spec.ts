/** Follow a list: the Follow action on a category page offers a calendar and feeds, by keyboard, and they answer. */
import type { Browser } from 'playwright-core';
import { apiJson, appReady, axeViolations, launch, newContext } from './support/browser';
import { baseUrl } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('follow a list', () => {
  it('follows a category as a calendar and feeds from its page, and the feeds list its events', async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const page = await context.newPage();
    await page.goto('/category/folk');
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: 'Folk Festivals', exact: true }).waitFor();

    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await follow.focus();
    await page.keyboard.press('Enter');
    expect(await follow.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByRole('region', { name: 'Follow new Folk festivals' });
    await panel.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const webcal = await panel.getByRole('link', { name: 'Subscribe in your calendar app' }).getAttribute('href');
    expect(webcal).toBe(`${baseUrl().replace(/^https?:/, 'webcal:')}/api/feeds/search.ics?category=folk`);
    await page.keyboard.press('Tab'); // to the calendar link
    await page.keyboard.press('Tab'); // to the copy button
    await page.keyboard.press('Enter');
    await panel.getByText('Calendar URL copied.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseUrl()}/api/feeds/search.ics?category=folk`);

    // The calendar lists the category's events with confirmed dates; the estimates are named in its description.
    const folk = await apiJson<Array<{ id: string; datesConfirmed: boolean }>>('/api/events/search?category=folk&limit=100');
    const calendar = await page.request.get(copied);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await calendar.text();
    const uids = [...ics.matchAll(/^UID:(.+)@festivalfinder\r$/gm)].map((m) => m[1]).sort();
    expect(uids).toEqual(
      folk
        .filter((e) => e.datesConfirmed)
        .map((e) => e.id)
        .sort(),
    );
    expect(folk.length).toBeGreaterThan(0);

    const atomHref = await panel.getByRole('link', { name: 'Atom feed' }).getAttribute('href');
    const atom = await page.request.get(atomHref!);
    expect(atom.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(((await atom.text()).match(/<entry>/g) ?? []).length).toBe(folk.length);
    const json = await page.request.get((await panel.getByRole('link', { name: 'JSON Feed' }).getAttribute('href'))!);
    expect((await json.json()).items).toHaveLength(folk.length);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Follow');
    await context.close();
  });

  it("follows a venue's upcoming events as a calendar and feeds from its page (no e-mail alert: alerts follow searches)", async () => {
    const venues = await apiJson<Array<{ slug: string; name: string }>>('/api/venues');
    const hall = venues.find((v) => v.name === 'Royal Albert Hall')!;
    const { upcoming } = await apiJson<{ upcoming: Array<{ id: string; datesConfirmed: boolean }> }>(`/api/venues/${hall.slug}`);
    expect(upcoming.length).toBeGreaterThan(0);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`/venue/${hall.slug}`);
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: 'Royal Albert Hall' }).waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Follow events at Royal Albert Hall' });
    await panel.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const webcal = await panel.getByRole('link', { name: 'Subscribe in your calendar app' }).getAttribute('href');
    expect(webcal).toBe(`${baseUrl().replace(/^https?:/, 'webcal:')}/api/feeds/venue.ics?venue=${hall.slug}`);
    await expect(panel.getByRole('textbox').count()).resolves.toBe(0);

    const ics = await (await page.request.get(webcal!.replace(/^webcal:/, 'http:'))).text();
    const uids = [...ics.matchAll(/^UID:(.+)@festivalfinder\r$/gm)].map((m) => m[1]).sort();
    expect(uids).toEqual(
      upcoming
        .filter((e) => e.datesConfirmed)
        .map((e) => e.id)
        .sort(),
    );
    const json = await page.request.get((await panel.getByRole('link', { name: 'JSON Feed' }).getAttribute('href'))!);
    expect((await json.json()).items).toHaveLength(upcoming.length);
    await context.close();
  });
});
