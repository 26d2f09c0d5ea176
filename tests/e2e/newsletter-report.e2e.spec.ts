/**
 * Issue 31 in Chromium against the real app: a campaign aimed at a segment (the confirmation names it and its live
 * size), opens and clicks recorded through the real tracking links of the sent mail, and the campaign's report page.
 */
import type { Browser, Page } from 'playwright-core';
import { adminApi, eventually, signInToDashboard, uniqueTag } from './support/admin';
import { launch, newContext, watchErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
type Report = { figures: Record<string, number | null> };

describe('newsletter campaign to a segment, and its report page', () => {
  it('sends to the chosen segment, then shows sent, delivered, opens and clicks, and "not recorded" for unsubscribes', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const tag = uniqueTag();
    await signInToDashboard(page);
    await adminApi(context, 'PUT', '/api/newsletter/settings', { tracking: true });
    await adminApi(context, 'POST', '/api/newsletter/subscribers', { email: `seg-${tag}@example.com` });
    const today = new Date().toISOString().slice(0, 10);

    // The segment is made on its tab: staff-added subscribers who signed up from today; the row shows its live size.
    await page.goto('/newsletter-management');
    await page.getByRole('tab', { name: 'Segments' }).click();
    await page.getByLabel('Segment name').fill(`Staff adds ${tag}`);
    await page.getByText('Added by staff').click();
    await page.getByLabel('Signed up from').fill(today);
    await page.getByRole('button', { name: 'Create Segment' }).click();
    await toast(page, 'Segment created').first().waitFor();
    const { segments } = await adminApi<{ segments: Array<{ id: string; name: string; size: number }> }>(context, 'GET', '/api/admin/newsletter/segments');
    const segment = segments.find((g) => g.name === `Staff adds ${tag}`)!;
    expect(segment.size).toBeGreaterThan(0);
    const segmentRow = page.getByTestId('segment-row').filter({ hasText: `Staff adds ${tag}` });
    await segmentRow.getByText(`Added by staff · signed up`).waitFor();
    await segmentRow.getByText(`${segment.size.toLocaleString('en-GB')} active subscriber`).waitFor();

    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByLabel('Campaign Title').fill(`Report ${tag}`);
    await page.getByLabel('Subject Line').fill(`Segment news ${tag}`);
    await page.getByLabel('Content').fill('Hello. See [the line-up](https://festival.example/line-up).');
    await page.getByLabel('Audience').selectOption(segment.id);
    await page.getByRole('button', { name: 'Create & Send' }).click();
    const ask = page.getByRole('alertdialog').filter({ hasText: 'Send this campaign?' });
    const people = `${segment.size.toLocaleString('en-GB')} active subscriber${segment.size === 1 ? '' : 's'}`;
    await ask.getByText(`Send “Segment news ${tag}” to segment “Staff adds ${tag}” (${people}) now?`).waitFor();
    await ask.getByRole('button', { name: 'Send now' }).click();
    await toast(page, 'Campaign sending').first().waitFor();

    // Open and click as the subscriber's mail client would: the pixel and the signed link in the mail sent to them.
    const { campaigns } = await adminApi<{ campaigns: Array<{ id: string; subject: string }> }>(context, 'GET', '/api/newsletter/campaigns');
    const id = campaigns.find((c) => c.subject === `Segment news ${tag}`)!.id;
    let html = '';
    await eventually(
      'the mail to be sent',
      async () => {
        const list = await adminApi<{ items: Array<{ id: string; subject: string; status: string }> }>(context, 'GET', `/api/admin/mail?q=seg-${tag}`);
        const row = list.items.find((m) => m.subject === `Segment news ${tag}` && m.status === 'sent');
        if (row) html = (await adminApi<{ html: string }>(context, 'GET', `/api/admin/mail/${row.id}`)).html;
        return Boolean(row);
      },
      30_000,
    );
    const pixel = /<img src="([^"]*\/api\/newsletter\/t\/o\?[^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
    const click = /href="([^"]*\/api\/newsletter\/t\/c\?[^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
    await page.request.get(pixel);
    await page.request.get(click, { maxRedirects: 0 });
    const report = await adminApi<Report>(context, 'GET', `/api/admin/newsletter/campaigns/${id}/report`);
    expect(report.figures).toMatchObject({ sent: segment.size, opened: 1, clicked: 1, unsubscribed: null });

    await page.getByRole('button', { name: 'Refresh Data' }).click();
    const history = page.getByTestId('campaign-row').filter({ hasText: `Report ${tag}` });
    await history.getByRole('link', { name: 'Report' }).click();
    await page.waitForURL(`**/newsletter-management/campaigns/${id}`);
    await page.getByRole('heading', { name: `Report ${tag}` }).waitFor();
    await page.getByText(`segment “Staff adds ${tag}”`).waitFor();
    const stat = (label: string) => page.getByTestId('report-figures').getByTestId(`stat-${label}`).textContent();
    await expect(stat('sent')).resolves.toBe(segment.size.toLocaleString('en-GB'));
    await expect(stat('opened')).resolves.toBe('1');
    await expect(stat('clicked')).resolves.toBe('1');
    await expect(stat('unsubscribed')).resolves.toBe('not recorded');
    const timeline = page.getByTestId('report-timeline');
    await timeline.waitFor();
    await expect(timeline.locator('tbody tr').count()).resolves.toBe(1); // both in the first hour

    // A segment a campaign went to stays (the report names it): deleting it is refused with the server's reason.
    await page.goto('/newsletter-management');
    await page.getByRole('tab', { name: 'Segments' }).click();
    await page.getByRole('button', { name: `Delete segment Staff adds ${tag}` }).click();
    await toast(page, 'Failed to delete segment').filter({ hasText: 'A campaign is addressed to this segment' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
