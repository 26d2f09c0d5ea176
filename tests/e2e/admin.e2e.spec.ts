/**
 * The admin console in Chromium against the real app (issue 10): gate, sign-in, forced password change, events
 * created and edited in the console and seen on the public site, a stale edit, bulk expiry and sign-out.
 */
import type { Browser, Page } from 'playwright-core';
import { adminApi, eventDetails, eventually, signIn, signInToDashboard, uniqueTag } from './support/admin';
import { appReady, axeViolations, launch, newContext, screenshot, watchErrors, WIDE_DESKTOP } from './support/browser';
import { E2E_ADMIN } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

/** The public event page shows this title once the read model has it (reloading as a visitor would). */
async function publicTitleIs(page: Page, id: string, title: string): Promise<void> {
  await eventually(`"${title}" on /event/${id}`, async () => {
    await page.goto(`/event/${id}`);
    await appReady(page);
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.first().waitFor();
    return (await h1.first().textContent())?.trim() === title;
  });
}

describe('admin console', () => {
  it('gates admin tools when signed out and keeps the public chrome out', async () => {
    const context = await newContext(browser, undefined, { quiet: false });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/admin/events');
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    await expect(page.getByText('You need to log in to access this admin tool.').isVisible()).resolves.toBe(true);
    await page.waitForTimeout(1000);
    // Neither the consent banner nor the newsletter pop-up nor the public header belong to the back office.
    await expect(page.getByText(/cookies/i).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Festival Finder Admin' }).isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Go to Admin Login' }).click();
    await page.waitForURL('**/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();

    await page.goto('/user-management');
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();

    // The dashboard itself sends a signed-out visitor to the login page.
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    await page.goto('/admin-dashboard');
    await page.waitForURL('**/admin/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in (after a wrong password), shows the dashboard and signs out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await signIn(page, E2E_ADMIN.username, 'not-the-password');
    await page.getByText('Invalid credentials. Please try again.').waitFor();

    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await expect(page.getByText('Online', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('session-username').textContent()).resolves.toBe(E2E_ADMIN.username);
    await expect(page.getByText('Authenticated', { exact: true }).isVisible()).resolves.toBe(true);
    await page.getByText('Total Events').waitFor();

    // Operations tab: the sign-in itself is an operation.
    await page.getByRole('tab', { name: 'Operations' }).click();
    await page.getByTestId('operation').first().waitFor();
    await screenshot(page, 'admin-dashboard-operations');

    // Admin Tools: the scheduler's jobs.
    await page.getByRole('tab', { name: 'Admin Tools' }).click();
    await page.getByRole('heading', { name: 'Background jobs' }).waitFor();
    await page.getByRole('button', { name: 'Run purge-rate-limits now' }).click();
    await toast(page, 'purge-rate-limits: Started').waitFor();

    await page.getByRole('tab', { name: 'Overview' }).click();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await page.goto('/admin/events');
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    const status = await (await context.request.get('/api/admin/status')).json();
    expect(status.authenticated).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('treats a session that ends mid-visit as signed out, not as an empty list', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInToDashboard(page);
    await page.waitForLoadState('networkidle');
    // The session ends elsewhere (signed out in another tab): the next call answers 401.
    await adminApi(context, 'POST', '/api/admin/logout');
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    await expect(page.getByText('No events match these filters.').count()).resolves.toBe(0);
    await context.close();
  });

  it('forces a new admin to change the temporary password', async () => {
    const owner = await newContext(browser);
    const ownerPage = await owner.newPage();
    await signInToDashboard(ownerPage);
    const username = `editor-${uniqueTag()}`;
    const temporary = 'Tidal-Pennant-Orchard-71';
    await ownerPage.goto('/user-management');
    await ownerPage.getByRole('tab', { name: 'Admin Users' }).click();
    await ownerPage.getByLabel('Username').fill(username);
    await ownerPage.getByLabel('Role').selectOption('editor');
    await ownerPage.getByLabel('Temporary password').fill(temporary);
    await ownerPage.getByRole('button', { name: 'Add admin' }).click();
    await ownerPage.getByRole('cell', { name: username, exact: true }).waitFor();
    await owner.close();

    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, username, temporary);
    await page.waitForURL('**/password-change');
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    // A gated tool sends them back until the password is changed.
    await page.goto('/admin/events');
    await page.waitForURL('**/password-change');

    await page.getByLabel('Current Password').fill(temporary);
    await page.getByLabel('New Password', { exact: true }).fill('Copper-Kestrel-Meadow-42');
    await page.getByLabel('Confirm New Password').fill('Copper-Kestrel-Meadow-43');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('New passwords do not match').waitFor();

    await page.getByLabel('Confirm New Password').fill('Copper-Kestrel-Meadow-42');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('heading', { name: 'Password Updated!' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // An editor does not manage admins, nor the newsletter.
    await page.goto('/user-management');
    await page.getByRole('tab', { name: 'Password Reset' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Admin Users' }).count()).resolves.toBe(0);
    await expect(page.getByRole('tab', { name: /Newsletter/ }).count()).resolves.toBe(0);
    // The dashboard and the tools navigation offer only the editor's tools, and a marketing page says it is not for this role.
    await page.goto('/admin?tab=admin-tools');
    const tools = page.getByRole('navigation', { name: 'Admin tools' });
    await tools.getByRole('link', { name: 'Events', exact: true }).waitFor();
    await tools.getByRole('link', { name: 'Operations log' }).waitFor();
    await expect(tools.getByRole('group', { name: 'Marketing' }).count()).resolves.toBe(0);
    await expect(tools.getByRole('link', { name: 'Newsletter' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Events manager' }).waitFor();
    await expect(page.getByRole('link', { name: 'Newsletter management' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Run .* now$/ }).count()).resolves.toBe(0);
    await page.goto('/newsletter-management');
    await page.getByRole('heading', { name: 'Not available to your role' }).waitFor();
    await context.close();
  });

  it('creates an event that shows on the public site, then edits it and records who did what', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToDashboard(page);
    const title = `Harbour Lights ${uniqueTag()}`;

    await page.goto('/admin/events/new');
    await page.getByRole('heading', { name: 'New event' }).waitFor();
    // The shared schema's messages show inline before anything is sent.
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.getByText('Title must be at least 3 characters').waitFor();

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('music');
    await page.getByLabel('Description').fill('Lanterns, fiddles and fish suppers on the harbour wall.');
    await page.getByLabel('Start date').fill('2027-08-14');
    await page.getByLabel('End date').fill('2027-08-15');
    await page.getByLabel('Venue').fill('West Pier');
    await page.getByLabel('City').fill('Whitby');
    await page.getByLabel('Region').selectOption('yorkshire');
    await page.getByLabel('Price').fill('£30');
    await page.getByLabel('Latitude').fill('54.4858');
    await page.getByLabel('Longitude').fill('-0.6206');
    await page.getByLabel('Ticket URL').fill('https://tickets.example.org/harbour-lights');
    await page.getByLabel('Publish now').check();
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.waitForURL((url) => /^\/admin\/events\/(?!new$)[^/]+$/.test(url.pathname));
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect(page.getByTestId('event-status').textContent()).resolves.toBe('Published');
    await page.getByTestId('event-history').waitFor();
    // The shared toaster's own contrast is not this page's: dismiss the "created" toast before the check.
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await page.getByTestId('toast').waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByRole('link', { name: 'View on site' }).getAttribute('href')).resolves.toBe(`/event/${encodeURIComponent(id)}`);

    const visitor = await (await newContext(browser)).newPage();
    await publicTitleIs(visitor, id, title);

    // Edit it.
    const renamed = `${title} (extended)`;
    await page.getByLabel('Title').fill(renamed);
    await page.getByLabel('End date').fill('2027-08-16');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Changes saved').waitFor();
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    // Newest first: the edit, by whom, field by field.
    const latest = page.getByTestId('event-history').getByRole('listitem').first();
    await latest.getByRole('cell', { name: renamed, exact: true }).waitFor();
    await expect(latest.getByRole('cell', { name: title, exact: true }).isVisible()).resolves.toBe(true);
    await expect(latest.getByText(`by ${E2E_ADMIN.username}`).isVisible()).resolves.toBe(true);
    await screenshot(page, 'admin-event-edit', true);

    await publicTitleIs(visitor, id, renamed);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a stale edit as a conflict and re-applies the change on the newer version', async () => {
    const context = await newContext(browser);
    const first = await context.newPage();
    await signInToDashboard(first);
    const created = await adminApi<{ id: string }>(context, 'POST', '/api/admin/events', eventDetails(`Quayside Folk ${uniqueTag()}`));
    const second = await context.newPage();
    await first.goto(`/admin/events/${created.id}`);
    await second.goto(`/admin/events/${created.id}`);
    await first.getByLabel('Price').waitFor();
    await second.getByLabel('Price').waitFor();

    await first.getByLabel('Price').fill('£50');
    await first.getByRole('button', { name: 'Save changes' }).click();
    await toast(first, 'Changes saved').waitFor();

    await second.getByLabel('Venue').fill('Harbour Green');
    await second.getByRole('button', { name: 'Save changes' }).click();
    const conflict = second.getByTestId('edit-conflict');
    await conflict.waitFor();
    await expect(conflict.textContent()).resolves.toContain('Someone else changed this event');
    await conflict.getByRole('button', { name: 'Reload and re-apply' }).click();
    await conflict.waitFor({ state: 'detached' });
    // The other tab's price is kept and this tab's venue re-applied.
    await expect(second.getByLabel('Price').inputValue()).resolves.toBe('£50');
    await expect(second.getByLabel('Venue').inputValue()).resolves.toBe('Harbour Green');
    await second.getByRole('button', { name: 'Save changes' }).click();
    await toast(second, 'Changes saved').waitFor();

    const saved = await adminApi<{ event: { venue: string; priceText: string } }>(context, 'GET', `/api/admin/events/${created.id}`);
    expect(saved.event).toMatchObject({ venue: 'Harbour Green', priceText: '£50' });
    await context.close();
  });

  it('opens the events list on drafts and published events, soonest first, every column in view at 1440×900', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await signInToDashboard(page);
    await page.goto('/admin/events');
    await page
      .getByRole('status')
      .filter({ hasText: /\d+ events?/ })
      .first()
      .waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('');
    const badges = await page.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(badges.length).toBeGreaterThan(10);
    expect(badges.filter((b) => /Expired|Removed/.test(b))).toEqual([]);
    // The rows are the API's drafts and published events in start-date order (other files add events meanwhile).
    await eventually('the rows are the first drafts and published events by start date', async () => {
      const path = '/api/admin/events?status=draft,published&sort=startDate&order=asc&limit=50';
      const api = await adminApi<{ items: { title: string; startDate: string }[] }>(context, 'GET', path);
      expect(api.items.map((e) => e.startDate)).toEqual(api.items.map((e) => e.startDate).sort());
      const shown = await page.locator('tbody tr td:nth-child(2)').allTextContents();
      if (shown.join('\n') === api.items.map((e) => e.title).join('\n')) return true;
      await page.reload();
      await page
        .getByRole('status')
        .filter({ hasText: /\d+ events?/ })
        .first()
        .waitFor();
      return false;
    });
    // The last column (Updated) is inside the table's visible box: nothing to scroll sideways for.
    const box = await page.locator('table').evaluate((t) => ({ scroll: t.parentElement!.scrollWidth, client: t.parentElement!.clientWidth }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    await page.getByLabel('Status').selectOption('all');
    await eventually('expired editions listed under All statuses', async () => {
      const all = await page.locator('tbody tr td:nth-child(3)').allTextContents();
      return all.some((b) => /Expired/.test(b));
    });
    await context.close();
  });

  it('expires selected events in bulk after a confirmation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInToDashboard(page);
    const tag = uniqueTag();
    const ids: string[] = [];
    for (const n of [1, 2]) {
      const created = await adminApi<{ id: string }>(context, 'POST', '/api/admin/events', { ...eventDetails(`Bulk ${tag} ${n}`), publish: true });
      ids.push(created.id);
    }
    await page.goto(`/admin/events?q=${encodeURIComponent(`Bulk ${tag}`)}`);
    await eventually('both events listed', async () => {
      await page.reload();
      await page
        .getByRole('status')
        .filter({ hasText: /\d+ events?/ })
        .first()
        .waitFor();
      return (await page.getByRole('link', { name: new RegExp(`^Bulk ${tag} `) }).count()) === 2;
    });

    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Select all events on this page').check();
    await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Expire' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Expire 2 events?').waitFor();
    await dialog.getByRole('button', { name: 'Expire 2' }).click();
    await toast(page, '2 events expired.').waitFor();

    for (const id of ids) {
      await eventually(
        `event ${id} expired`,
        async () => (await adminApi<{ event: { status: string } }>(context, 'GET', `/api/admin/events/${id}`)).event.status === 'expired',
      );
    }
    await page.getByLabel('Status').selectOption('expired');
    await eventually('the list shows them expired', async () => (await page.getByRole('link', { name: new RegExp(`^Bulk ${tag} `) }).count()) === 2, 10_000);
    await context.close();
  });
});
