/**
 * The back office's one navigation, its operations log and saved views (issue 31, navigation and audit): every tool
 * reachable from the header, the log filtered by who, kind, outcome and day with the filter in the URL, paged, and
 * the same filter exported as CSV; the events list's filters saved under a name on the server and applied later.
 */
import type { Browser } from 'playwright-core';
import { adminApi, eventDetails, eventually, signInToDashboard, uniqueTag } from './support/admin';
import { axeViolations, launch, newContext, WIDE_DESKTOP } from './support/browser';
import { E2E_ADMIN } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('admin navigation, operations log and saved views', () => {
  it('reaches every tool from one navigation, and filters, pages and exports the operations log', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await signInToDashboard(page);
    const tools = page.getByRole('navigation', { name: 'Admin tools' });
    for (const group of ['Catalogue', 'Marketing', 'Operations']) await tools.getByRole('group', { name: group }).waitFor();
    const hrefs = await tools.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/admin',
        '/admin/events',
        '/admin/discovery',
        '/newsletter-management',
        '/social-media',
        '/admin/operations',
        '/health-monitor',
      ]),
    );

    // An action of our own, so the log holds a success by this admin whatever else ran.
    await adminApi(context, 'POST', '/api/admin/events', eventDetails(`Ops Log ${uniqueTag()}`));

    await tools.getByRole('link', { name: 'Operations log' }).click();
    await page.getByRole('heading', { name: 'Operations log' }).waitFor();
    const status = page.getByRole('status').filter({ hasText: /\d+ operations?/ });
    await status.waitFor();
    const all = Number((await status.textContent())!.replace(/\D/g, ''));
    expect(all).toBeGreaterThan(1);

    await page.getByLabel('Outcome').selectOption('success');
    await page.getByLabel('Who').fill(E2E_ADMIN.username);
    await page.waitForURL((url) => url.searchParams.get('outcome') === 'success' && url.searchParams.get('actor') === E2E_ADMIN.username);
    await status.filter({ hasText: /match/ }).waitFor();
    const items = page.getByRole('list', { name: 'Operations' }).getByTestId('operation');
    // The previous page stays on screen while the filtered one loads.
    const ours = new RegExp(`^Success.*by ${E2E_ADMIN.username}`);
    await eventually('only our successes listed', async () => {
      const texts = await items.allTextContents();
      return texts.length > 0 && texts.every((text) => ours.test(text));
    });

    // The export is the same filter: its row count is the page's total.
    const shown = Number((await status.textContent())!.replace(/\D/g, ''));
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const exportUrl = new URL(href!, 'http://x');
    expect([exportUrl.pathname, Object.fromEntries(exportUrl.searchParams)]).toEqual([
      '/api/admin/operations/export',
      { actor: E2E_ADMIN.username, outcome: 'success' },
    ]);
    const csv = await context.request.get(href!);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(Number(csv.headers()['x-total-count'])).toBeGreaterThanOrEqual(shown);
    expect((await csv.text()).split('\n')[0]).toBe('started_at,finished_at,kind,actor,outcome,message,data');

    // Pages: 25 a page, older ones behind "Older", kept in the URL.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Kind').selectOption('identity.login');
    await status.filter({ hasText: /match/ }).waitFor();
    if (all > 25) {
      await page.goto('/admin/operations');
      await page.getByRole('button', { name: 'Older' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await page.getByText(/^Page 2 of \d+$/).waitFor();
    } else {
      await expect(page.getByRole('button', { name: 'Older' }).count()).resolves.toBe(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('saves the events list filters as a named view, applies it from any page later, and deletes it', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await signInToDashboard(page);
    await page.goto('/admin/events');
    await page.getByLabel('Status').selectOption('expired');
    await page.getByLabel('Region').selectOption('scotland');
    await page.waitForURL((url) => url.searchParams.get('status') === 'expired' && url.searchParams.get('region') === 'scotland');
    const name = `Old Scottish ${uniqueTag()}`;
    const views = page.getByRole('group', { name: 'Saved views' });
    await views.getByLabel('Save these filters as').fill(name);
    await views.getByRole('button', { name: 'Save view' }).click();
    await views.getByRole('button', { name: `Delete “${name}”` }).waitFor();

    // Another visit, filters cleared: the view brings them back (kept on the server, not in this tab).
    const later = await context.newPage();
    await later.goto('/admin/events');
    const laterViews = later.getByRole('group', { name: 'Saved views' });
    await laterViews.getByRole('option', { name }).waitFor({ state: 'attached' });
    await laterViews.getByLabel('Saved views').selectOption({ label: name });
    await later.waitForURL((url) => url.searchParams.get('status') === 'expired' && url.searchParams.get('region') === 'scotland');
    expect(await later.getByLabel('Status').inputValue()).toBe('expired');

    await laterViews.getByRole('button', { name: `Delete “${name}”` }).click();
    await eventually('the view is gone', async () => (await laterViews.getByRole('option', { name }).count()) === 0);
    expect(await axeViolations(later)).toEqual([]);
    await context.close();
  });
});
