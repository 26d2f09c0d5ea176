/**
 * Accessibility facts in Chromium (issue 30, part 2): an admin states a venue's step-free access and access contact
 * (a bad contact refused field by field), the event page at that venue shows the Accessibility block with Yes / Not
 * stated and the contact, and the standard search filtered by step-free access (kept in the URL) lists the event.
 */
import type { Browser } from 'playwright-core';
import { adminApi, eventually, signInToDashboard } from './support/admin';
import { apiJson, appReady, launch, newContext, watchErrors, WIDE_DESKTOP } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface AdminVenue {
  id: string;
  slug: string;
  name: string;
  town: string;
}
interface VenuePage {
  upcoming: { id: string; title: string }[];
}

describe('accessibility facts', () => {
  it('an admin states a venue step-free; the event page shows the block and the step-free search lists the event', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToDashboard(page);
    const { items } = await adminApi<{ items: AdminVenue[] }>(context, 'GET', '/api/admin/venues');
    // From the end of the list, outside London: the other venue tests take theirs from the start.
    let chosen: { venue: AdminVenue; event: { id: string; title: string } } | null = null;
    for (const venue of [...items].reverse().filter((v) => v.town !== 'London')) {
      const { upcoming } = await apiJson<VenuePage>(`/api/venues/${venue.slug}`);
      if (upcoming.length) chosen = { venue, event: upcoming[0] };
      if (chosen) break;
    }
    expect(chosen).not.toBeNull();
    const { venue, event } = chosen!;

    await page.goto(`/admin/venues/${venue.id}`);
    await page.getByRole('heading', { level: 1, name: venue.name }).waitFor();
    const fieldset = page.getByTestId('accessibility-fieldset');
    await fieldset.getByLabel('Step-free access').selectOption('yes');
    await fieldset.getByLabel('Access contact').fill('call us maybe');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Access contact must be an http(s) address or an e-mail address').waitFor();
    await fieldset.getByLabel('Access contact').fill('access@venue.example.org');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Changes saved' }).waitFor();

    await eventually(`step-free access on /event/${event.id}`, async () => {
      await page.goto(`/event/${event.id}`);
      await appReady(page);
      const value = await page
        .getByTestId('access-step-free')
        .locator('dd')
        .getAttribute('data-value')
        .catch(() => null);
      return value === 'yes';
    });
    const block = page.getByTestId('accessibility-block');
    await expect(block.getByTestId('access-step-free').textContent()).resolves.toContain('Yes');
    await expect(block.getByTestId('access-bsl').textContent()).resolves.toContain('Not stated');
    await expect(block.getByTestId('access-contact').getAttribute('href')).resolves.toBe('mailto:access@venue.example.org');

    await page.goto('/search?mode=standard');
    await appReady(page);
    const filter = page.getByTestId('access-filter');
    await filter.getByLabel('Step-free access').check();
    await page.getByRole('search', { name: 'Standard search' }).getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/access=step-free/);
    await page.getByRole('link', { name: event.title }).first().waitFor();
    // The filter stays in the URL: a reload keeps it checked and the same answer.
    await page.reload();
    await appReady(page);
    await expect(page.getByTestId('access-filter').getByLabel('Step-free access').isChecked()).resolves.toBe(true);
    await page.getByRole('link', { name: event.title }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
