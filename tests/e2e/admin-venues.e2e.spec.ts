/**
 * Admin venue editing in Chromium (issue 30, part 1): from the navigation to a venue found by town, a refused
 * website, a stale edit shown as a conflict and re-applied, the history, and the change on the public venue page.
 */
import type { Browser, Page } from 'playwright-core';
import { adminApi, eventually, signInToDashboard, uniqueTag } from './support/admin';
import { appReady, launch, newContext, watchErrors, WIDE_DESKTOP } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

interface AdminVenue {
  id: string;
  slug: string;
  name: string;
  town: string;
}

describe('admin venues', () => {
  it('finds a venue by town, refuses a bad website, shows a stale edit as a conflict, and the public page shows the change', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const first = await context.newPage();
    const errors = watchErrors(first);
    await signInToDashboard(first);
    const { items } = await adminApi<{ items: AdminVenue[] }>(context, 'GET', '/api/admin/venues');
    // Not the Royal Albert Hall: the venue-page test reads that one.
    const venue = items.find((v) => v.town !== 'London' && v.name !== v.town)!;

    await first.getByRole('link', { name: 'Venues', exact: true }).first().click();
    await first.waitForURL('**/admin/venues');
    await first.getByLabel('Search venues by name or town').fill(venue.town);
    await first.waitForURL(/q=/);
    const table = first.getByTestId('venues-table');
    await table.getByRole('link', { name: venue.name, exact: true }).click();
    await first.waitForURL(`**/admin/venues/${venue.id}`);
    await first.getByRole('heading', { level: 1, name: venue.name }).waitFor();

    await first.getByLabel('Website').fill('ftp://example.org');
    await first.getByRole('button', { name: 'Save changes' }).click();
    await first.getByText('Website must be an http(s) address.').waitFor();

    // A second tab opens the same version; the first saves, then the second's save is stale.
    const second = await context.newPage();
    await second.goto(`/admin/venues/${venue.id}`);
    await second.getByLabel('Address').waitFor();
    const address = `${uniqueTag()} Quay Street`;
    await first.getByLabel('Website').fill('https://venue.example.org');
    await first.getByLabel('Address').fill(address);
    await first.getByRole('button', { name: 'Save changes' }).click();
    await toast(first, 'Changes saved').waitFor();

    await second.getByLabel('Latitude').fill('');
    await second.getByLabel('Longitude').fill('');
    await second.getByRole('button', { name: 'Save changes' }).click();
    const conflict = second.getByTestId('edit-conflict');
    await conflict.waitFor();
    await expect(conflict.textContent()).resolves.toContain('Someone else changed this venue');
    await conflict.getByRole('button', { name: 'Reload and re-apply' }).click();
    await conflict.waitFor({ state: 'detached' });
    await expect(second.getByLabel('Address').inputValue()).resolves.toBe(address);
    await expect(second.getByLabel('Latitude').inputValue()).resolves.toBe('');
    await second.getByRole('button', { name: 'Save changes' }).click();
    await toast(second, 'Changes saved').waitFor();
    await second.getByTestId('venue-history').getByText('https://venue.example.org').waitFor();

    await eventually(`new address on /venue/${venue.slug}`, async () => {
      await first.goto(`/venue/${venue.slug}`);
      await appReady(first);
      return (
        (
          await first
            .locator('.p-street-address')
            .textContent()
            .catch(() => null)
        )?.trim() === address
      );
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
