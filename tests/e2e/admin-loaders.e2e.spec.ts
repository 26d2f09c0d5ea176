/**
 * The admin routes' loaders in Chromium against the real app (issue 28, point 6): a screen's reads start with its route
 * (on hover, before its page code runs), and never before the gate would open: no admin call for a signed-out visitor,
 * a pending password change or a role without the area, and a 401 met by a loader ends at the gate, not in a crash.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { adminApi, signIn, signInToDashboard, uniqueTag } from './support/admin';
import { launch, newContext, watchErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The event manager's list call (`GET /api/admin/events?...`), not a single event's or the status. */
const isEventList = (url: string) => new URL(url).pathname === '/api/admin/events';

function recordAdminCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/admin/') && url.pathname !== '/api/admin/status') calls.push(`${r.method()} ${url.pathname}`);
  });
  return calls;
}

describe('admin route loaders', () => {
  it("hovering a tool's link loads its data; the screen then shows it even when the page's own refetch never answers", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToDashboard(page);
    await page.waitForLoadState('networkidle');

    const tools = page.getByRole('navigation', { name: 'Admin tools' });
    const preloaded = page.waitForResponse((res) => isEventList(res.url()) && res.ok());
    await tools.getByRole('link', { name: 'Events', exact: true }).hover();
    await preloaded;
    expect(new URL(page.url()).pathname).toBe('/admin');

    // From now on the list call hangs: only the loader's answer, already in the cache, can fill the table.
    await page.route(
      (url) => isEventList(url.href),
      () => undefined,
    );
    await tools.getByRole('link', { name: 'Events', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/events');
    await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();
    // "N events (updating...)": the count is the loader's answer while the page's own refetch is still out.
    await page
      .getByRole('status')
      .filter({ hasText: /^[\d,]+ events? \(updating\.\.\.\)$/ })
      .waitFor({ timeout: 5_000 });
    await expect(page.getByText('Loading events...').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-out visitor causes no admin call: the gate asks for sign-in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const calls = recordAdminCalls(page);
    for (const path of ['/admin/events', '/admin/events/not-an-event', '/admin/venues', '/admin/operations', '/newsletter-management']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    }
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a pending password change and a role without the area cause no call of the screen's", async () => {
    const owner = await newContext(browser);
    await owner.newPage().then((p) => signInToDashboard(p));
    const username = `marketer-${uniqueTag()}`;
    const temporary = 'Lantern-Harbour-Thistle-58';
    await adminApi(owner, 'POST', '/api/admin/users', { username, role: 'marketer', temporaryPassword: temporary });
    await owner.close();

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, username, temporary);
    await page.waitForURL('**/password-change');
    const calls = recordAdminCalls(page);
    await page.goto('/admin/events');
    await page.waitForURL('**/password-change');
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c.startsWith('GET /api/admin/events'))).toEqual([]);

    await page.getByLabel('Current Password').fill(temporary);
    await page.getByLabel('New Password', { exact: true }).fill('Meadow-Copper-Falcon-64');
    await page.getByLabel('Confirm New Password').fill('Meadow-Copper-Falcon-64');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 10_000 });

    // A marketer has no catalogue area: the event manager says so, and its loader asked nothing.
    await page.goto('/admin/events');
    await page.getByRole('heading', { name: 'Not available to your role' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c.startsWith('GET /api/admin/events'))).toEqual([]);
    // A marketing screen's loader does ask.
    const loaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/newsletter/dashboard' && res.ok());
    await page.goto('/newsletter-management');
    await loaded;
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a session ended elsewhere: the loader's 401 signs the page out to the gate, without an error page", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToDashboard(page);
    await page.waitForLoadState('networkidle');
    await adminApi(context, 'POST', '/api/admin/logout');

    const refused = page.waitForResponse((res) => isEventList(res.url()) && res.status() === 401);
    await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Events', exact: true }).hover();
    await refused;
    await page.getByRole('navigation', { name: 'Admin tools' }).waitFor({ state: 'detached' });
    await page.goto('/admin/events');
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
