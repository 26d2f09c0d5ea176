/**
 * /b2b-marketing in Chromium against the real app (local provider: no OPENAI_API_KEY): the dashboard launcher, the
 * spec's validation alerts on each form, content written from the catalogue's real counts and copied, a campaign
 * stored and listed with UK-time posts, insights and competitor positioning, packages, and analytics that follow
 * the stored campaigns.
 */
import type { Browser, Page } from 'playwright-core';
import { adminApi, eventDetails, signInToDashboard, uniqueTag } from './support/admin';
import { axeViolations, launch, newContext, screenshot, watchErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

describe('B2B marketing', () => {
  it('validates, writes content from real counts, stores a campaign and counts it in the analytics', async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToDashboard(page);
    await adminApi(context, 'POST', '/api/admin/events', { ...eventDetails(`B2B Harbour Folk ${uniqueTag()}`), publish: true });
    const before = await adminApi<{ campaigns: number; postsScheduled: number }>(context, 'GET', '/api/b2b-marketing/analytics');

    await page.getByRole('link', { name: 'B2B marketing' }).click();
    await page.waitForURL((url) => url.pathname === '/b2b-marketing');
    await page.getByRole('heading', { name: 'B2B Marketing Manager' }).waitFor();
    await expect(page.getByRole('link', { name: '← Back to home' }).getAttribute('href')).resolves.toBe('/');

    // Content: the alert, then copy built from the catalogue's own counts.
    await page.getByRole('button', { name: 'Generate content' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
    await page.getByLabel('Target audience').selectOption('event-organizers');
    await page.getByLabel('Content type').selectOption('linkedin-post');
    await page.getByLabel('Tone').selectOption('friendly');
    await page.getByLabel('Call to action').selectOption('book-demo');
    await page.getByRole('button', { name: 'Generate content' }).click();
    const result = page.getByTestId('b2b-content-result');
    await result.getByText(/Festival Finder lists \d+ upcoming events? across/).waitFor();
    await result.getByText(/Book a demo with our team\./).waitFor();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).count()).resolves.toBe(0);
    await result.getByRole('button', { name: 'Copy content' }).click();
    await toast(page, 'Copied to Clipboard').first().waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(/^We'd love to help more people discover your event\./);

    // Campaigns: the alert, then a stored 7-day campaign listed with its posts.
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in campaign name, target audience, and select at least one platform' }).waitFor();
    const name = `Spring organisers ${uniqueTag()}`;
    await page.getByLabel('Campaign name').fill(name);
    await page.getByLabel('Campaign audience').selectOption('venue-managers');
    await page.getByText('LinkedIn post', { exact: true }).click();
    await page.getByText('Email campaign', { exact: true }).click();
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await toast(page, 'Campaign Created').first().waitFor();
    const card = page.getByTestId('b2b-campaign').filter({ hasText: name });
    await card.waitFor();
    await expect(card.getByRole('row').count()).resolves.toBe(8);
    await expect(card.getByRole('cell', { name: 'LinkedIn post' }).count()).resolves.toBe(4);
    for (const cell of await card.locator('td[title]').all()) expect(((await cell.textContent()) ?? '').length).toBeLessThanOrEqual(101);

    // Insights: the alert, then insights and competitor positioning.
    await page.getByRole('tab', { name: 'Insights' }).click();
    await page.getByRole('button', { name: 'Get insights' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please select a target audience first' }).waitFor();
    await page.getByLabel('Insights audience').selectOption('music-promoters');
    await page.getByRole('button', { name: 'Get insights' }).click();
    await page.getByTestId('b2b-insights').getByText('Pain points').waitFor();
    await page.getByRole('button', { name: 'Competitor analysis' }).click();
    await page.getByTestId('b2b-competitors').getByText('General ticket marketplaces').waitFor();

    // Packages from the API.
    await page.getByRole('tab', { name: 'Packages' }).click();
    await page.getByTestId('b2b-package').filter({ hasText: 'Festival Finder Pro' }).getByText('Popular').waitFor();
    await expect(page.getByTestId('b2b-package').count()).resolves.toBe(3);
    await page.getByText('£299/month').waitFor();

    // Analytics follow the stored records.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page
      .getByTestId('b2b-stat-campaigns')
      .filter({ hasText: String(before.campaigns + 1) })
      .waitFor();
    await page
      .getByTestId('b2b-stat-posts-scheduled-in-campaigns')
      .filter({ hasText: String(before.postsScheduled + 7) })
      .waitFor();
    await page.getByRole('cell', { name: 'Venue managers' }).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'b2b-marketing');
    expect(errors).toEqual([]);
    await context.close();
  });
});
