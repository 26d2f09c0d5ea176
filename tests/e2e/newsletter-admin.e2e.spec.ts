/**
 * Newsletter management in Chromium against the real app (issue 11): add, edit, bulk actions with confirmation,
 * import with a report, CSV export as a download, and a campaign created, previewed and sent (embedded mail).
 */
import type { Browser, Page } from 'playwright-core';
import { signInToDashboard, uniqueTag, eventually } from './support/admin';
import { downloadedText, launch, newContext, watchErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const row = (page: Page, email: string) => page.getByTestId('subscriber-row').filter({ hasText: email });

async function openManagement(page: Page): Promise<void> {
  await signInToDashboard(page);
  await page.getByRole('link', { name: 'Newsletter management' }).click();
  await page.getByRole('heading', { name: 'Newsletter Management' }).waitFor();
}

describe('newsletter management', () => {
  it('adds, edits, imports, bulk-changes, deletes and exports subscribers', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const tag = uniqueTag();
    await openManagement(page);

    // Add (Enter submits), then a duplicate gets the server's message.
    const email = page.getByLabel('Subscriber email');
    await email.fill(`fan-${tag}@example.com`);
    await email.press('Enter');
    await toast(page, 'Subscriber added').first().waitFor();
    await email.fill(`FAN-${tag}@example.com`);
    await page.getByRole('button', { name: 'Add Subscriber' }).click();
    await toast(page, 'Failed to add subscriber').filter({ hasText: 'already on the subscriber list' }).first().waitFor();

    // Search narrows the list to this run's addresses.
    await page.getByLabel('Search by email').fill(tag);
    await row(page, `fan-${tag}@example.com`).waitFor();

    // Edit: new address, not active.
    await page.getByRole('button', { name: `Edit fan-${tag}@example.com` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(`edited-${tag}@example.com`);
    await dialog.getByText('Active subscriber').click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Subscriber updated').first().waitFor();
    await row(page, `edited-${tag}@example.com`).filter({ hasText: 'Inactive' }).waitFor();

    // Import pasted lines: a report with duplicates and invalid line numbers.
    await page
      .getByLabel('Emails to import, one per line')
      .fill([`a-${tag}@example.com`, `b-${tag}@example.com`, `A-${tag}@example.com`, 'not-an-email'].join('\n'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const report = page.getByTestId('import-report');
    await report.getByText('Added 2, duplicates 1, invalid 1.').waitFor();
    await report.getByText('Line 4: “not-an-email” is not a valid email address').waitFor();
    await eventually('three rows for the tag', async () => (await page.getByTestId('subscriber-row').count()) === 3);

    // Bulk: select all, deactivate, with the confirmation.
    await page.getByRole('button', { name: 'Select All' }).click();
    await page.getByLabel('Bulk action').selectOption('deactivate');
    await page.getByRole('button', { name: 'Apply to 3' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Apply to 3' }).click();
    await toast(page, '2 subscribers deactivated (1 left unchanged)').first().waitFor();
    await eventually('all inactive', async () => (await page.getByTestId('subscriber-row').filter({ hasText: 'Inactive' }).count()) === 3);

    // Export inactive: a CSV download named with today's date that holds this run's rows.
    await page.getByLabel('Which subscribers').selectOption('inactive');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-inactive-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await downloadedText(download);
    expect(csv.split('\n')[0]).toBe('email,status,active,source,subscribed_at');
    expect(csv).toContain(`a-${tag}@example.com,inactive,no,import,`);

    // Delete one with confirmation, then bulk delete the rest (the warning says it cannot be undone).
    await page.getByRole('button', { name: `Delete a-${tag}@example.com` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Subscriber deleted').first().waitFor();
    await eventually('two rows left', async () => (await page.getByTestId('subscriber-row').count()) === 2);
    await page.getByRole('button', { name: 'Select All' }).click();
    await page.getByLabel('Bulk action').selectOption('delete');
    await page.getByRole('button', { name: 'Apply to 2' }).click();
    await page.getByRole('alertdialog').getByText('Delete 2 subscribers? This cannot be undone.').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Apply to 2' }).click();
    await page.getByText('No subscribers found. Add your first subscriber above!').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates, previews and sends a campaign; the history shows real figures and the sent mail is readable', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const tag = uniqueTag();
    await openManagement(page);
    await page.getByLabel('Subscriber email').fill(`reader-${tag}@example.com`);
    await page.getByRole('button', { name: 'Add Subscriber' }).click();
    await toast(page, 'Subscriber added').first().waitFor();

    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByRole('button', { name: 'Create & Send' }).waitFor();
    await expect(page.getByRole('button', { name: 'Create & Send' }).isDisabled()).resolves.toBe(true);
    await page.getByLabel('Campaign Title').fill(`Campaign ${tag}`);
    await page.getByLabel('Subject Line').fill(`Winter picks ${tag}`);
    await page.getByLabel('Content').fill('# Winter picks\n\nSee **the list** at [our site](https://festival.example/winter).\n\n<script>alert(1)</script>');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('campaign-preview');
    await preview.getByText(`Subject “Winter picks ${tag}”`).waitFor();
    // The sandboxed frame (no scripts, no same-origin) holds exactly the HTML that is sent.
    const frame = page.locator('iframe[title="Campaign preview (HTML)"]');
    await expect(frame.getAttribute('sandbox')).resolves.toBe('');
    const html = (await frame.getAttribute('srcdoc')) ?? '';
    expect(html).toContain('<h1>Winter picks</h1>');
    expect(html).toContain('<strong>the list</strong>');
    expect(html).not.toContain('<script');

    // Sending asks first, naming the audience and its size (the dashboard's count of active subscribers); focus
    // starts on Cancel, and cancelling sends nothing.
    await page.getByRole('button', { name: 'Create & Send' }).click();
    const ask = page.getByRole('alertdialog').filter({ hasText: 'Send this campaign?' });
    await ask.waitFor();
    const dashboard = (await (await page.request.get('/api/newsletter/dashboard')).json()) as { stats: { activeSubscribers: number } };
    const active = dashboard.stats.activeSubscribers;
    expect(active).toBeGreaterThan(0);
    await ask.getByText(`Send “Winter picks ${tag}” to ${active.toLocaleString('en-GB')} active subscriber${active === 1 ? '' : 's'} now?`).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel', undefined, { timeout: 5_000 });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    await expect(
      page
        .getByTestId('campaign-row')
        .filter({ hasText: `Campaign ${tag}` })
        .count(),
    ).resolves.toBe(0);
    await page.getByRole('button', { name: 'Create & Send' }).click();
    await ask.getByRole('button', { name: 'Send now' }).click();
    await toast(page, 'Campaign sending').first().waitFor();
    const history = page.getByTestId('campaign-row').filter({ hasText: `Campaign ${tag}` });
    await history.waitFor();
    await eventually(
      'the campaign to be delivered',
      async () => {
        await page.getByRole('button', { name: 'Refresh Data' }).click();
        return /[1-9]\d* sent \(100% delivered\)/.test((await history.textContent()) ?? '');
      },
      30_000,
    );

    await history.getByRole('button', { name: 'Recipients' }).click();
    await history
      .getByTestId('campaign-recipients')
      .getByText(/recipients \(first 50 shown/)
      .waitFor();

    await page.getByRole('tab', { name: 'Sent Mail' }).click();
    await page.getByLabel('Search sent mail').fill(`reader-${tag}@example.com`);
    // the tab's list may already be there (its loader read it) before the search applies: wait for the reader's rows only
    await eventually(
      'the sent mail list to show only the reader',
      async () => {
        const rows = await page.getByTestId('sent-mail-row').allTextContents();
        return rows.length > 0 && rows.every((row) => row.includes(`reader-${tag}@example.com`));
      },
      15_000,
    );
    const sentRow = page.getByTestId('sent-mail-row').filter({ hasText: `Winter picks ${tag}` });
    await sentRow.filter({ hasText: 'sent' }).waitFor();
    await sentRow.getByRole('button', { name: 'View' }).click();
    const sentFrame = page.locator('iframe[title="Sent message"]');
    await sentFrame.waitFor();
    expect(await sentFrame.getAttribute('srcdoc')).toMatch(/href="http[^"]+\/api\/newsletter\/unsubscribe\?token=[\w-]+"[^>]*>Unsubscribe</);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('user management lists subscribers and manages templates', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const tag = uniqueTag();
    await signInToDashboard(page);
    await page.goto('/user-management');
    await page.getByRole('tab', { name: /Newsletter/ }).click();
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    await page.getByRole('tab', { name: 'Email Templates' }).click();
    await page.getByRole('button', { name: 'Manage Templates: New Template' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(`Template ${tag}`);
    await dialog.getByLabel('Subject').fill('Monthly picks');
    await dialog.getByLabel('Content (Markdown)').fill('Hello **fans**');
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    const card = page.getByTestId('template-card').filter({ hasText: `Template ${tag}` });
    await card.getByText('Last used: never').waitFor();
    await card.getByRole('button', { name: 'Preview' }).click();
    await expect(page.locator('iframe[title="Template preview"]').getAttribute('srcdoc')).resolves.toContain('Hello <strong>fans</strong>');
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Template deleted').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stores settings and tests the email configuration (embedded mode says where the message is)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openManagement(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Send frequency (digest)').selectOption('weekly');
    await page.getByText('Festival reviews and highlights').click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await toast(page, 'Preferences saved.').first().waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByLabel('Send frequency (digest)').inputValue()).resolves.toBe('weekly');
    await page.getByLabel('Send frequency (digest)').selectOption('monthly');
    await page.getByText('Festival reviews and highlights').click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await toast(page, 'Preferences saved.').first().waitFor();
    await page.getByRole('button', { name: 'Test Email Configuration' }).click();
    await toast(page, 'Email configuration test successful!').first().waitFor();
    await page
      .getByTestId('email-test-result')
      .getByText(/Embedded mode: nothing leaves this machine/)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
