/**
 * Issue 27, "Estimated dates that read wrong": an estimate never contradicts the event's own text ("from late
 * November"), and the admin events list flags an estimate that does.
 */
import type { Browser } from 'playwright-core';
import { adminApi, eventDetails, eventually, signInToDashboard, uniqueTag } from './support/admin';
import { apiJson, axeViolations, launch, newContext, screenshot, WIDE_DESKTOP } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('estimates and what the event says', () => {
  it('desktop 1440×900: Hyde Park Winter Wonderland, "from late November", is expected in late November', async () => {
    const found = await apiJson<{ id: string; title: string; description: string }[]>(
      `/api/events/search?q=${encodeURIComponent('Hyde Park Winter Wonderland')}`,
    );
    const event = found.find((e) => e.title === 'Hyde Park Winter Wonderland')!;
    expect(event.description).toMatch(/from late November/);
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto(`/event/${event.id}`);
    await page.getByRole('heading', { level: 1, name: 'Hyde Park Winter Wonderland' }).waitFor();
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toMatch(/Expected late November \d{4}/);
    expect(main).not.toMatch(/Expected (early|mid) November/);
    await context.close();
  });

  it('desktop 1440×900: the admin events list flags an estimate that contradicts its description', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await signInToDashboard(page);
    const tag = uniqueTag();
    const description = 'Ice rinks, a big wheel and a Christmas market in the park, from late November until early January every winter.';
    const base = { description, datesConfirmed: false, startDate: '2027-11-05', endDate: '2028-01-03', publish: true };
    const wrong = `Contradicting Winter Fair ${tag}`;
    const right = `Agreeing Winter Fair ${tag}`;
    await adminApi(context, 'POST', '/api/admin/events', { ...eventDetails(wrong), ...base });
    await adminApi(context, 'POST', '/api/admin/events', { ...eventDetails(right), ...base, startDate: '2027-11-26' });
    await eventually('both events listed', async () => {
      const list = await adminApi<{ items: { title: string }[] }>(context, 'GET', `/api/admin/events?q=${encodeURIComponent(tag)}`);
      return list.items.length === 2;
    });
    await page.goto(`/admin/events?q=${encodeURIComponent(tag)}&problem=estimate-contradicts-description`);
    const rows = page.getByRole('row').filter({ hasText: tag });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(wrong);
    await rows.first().getByText('Estimate contradicts description').waitFor();
    await screenshot(page, 'admin-estimate-contradicts');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
