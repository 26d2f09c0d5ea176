/**
 * /admin-validation and the dashboard's Data Management launchers in Chromium against the real app. The dead-link
 * run is safe on the shared catalogue (a first failure never removes a link); authenticity and the enhanced clean-up
 * are exercised over HTTP against local pages in backend/src/modules/data-quality/data-quality.int.spec.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { adminApi, signInToDashboard } from './support/admin';
import { axeViolations, launch, newContext, screenshot, watchErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

describe('event authenticity and cleanup', () => {
  it('shows four cards and the explanation, runs the dead-link check and shows its figures', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToDashboard(page);
    await page.goto('/admin-validation');
    await page.getByRole('heading', { name: 'Event Authenticity & Cleanup' }).waitFor();
    for (const title of ['Authenticity Check', 'Dead Link Removal', 'Event Discovery', 'Enhanced Cleanup']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    await page.getByText('Events with authenticity confidence below 50% are removed automatically').waitFor();

    await page.getByRole('button', { name: 'Clean Dead Links' }).click();
    const result = page.getByTestId('result-dead-link-removal');
    await result.waitFor({ timeout: 120_000 });
    const figure = async (label: string) => Number(await result.getByText(label).locator('xpath=following-sibling::*[1]').textContent());
    const scanned = await figure('Links scanned');
    expect(scanned).toBeGreaterThan(0);
    expect(await figure('Removed')).toBe(0); // one failing run never removes a link
    // The same figures went into the operations log, as the job run the admin asked for.
    const ops = await adminApi<{ items: Array<{ actor: string; data: { counts?: { scanned?: number }; requestedBy?: string } }> }>(
      context,
      'GET',
      '/api/admin/operations?kind=job:check-dead-links&limit=1',
    );
    expect(ops.items[0]).toMatchObject({ actor: 'job:check-dead-links', data: { counts: { scanned }, requestedBy: 'e2e-owner' } });
    // The discovery card runs the real smart-discovery job and waits for its end; no source is configured here.
    await page.getByRole('button', { name: 'Discover Events' }).click();
    const discovered = page.getByTestId('result-event-discovery');
    await discovered.waitFor({ timeout: 60_000 });
    expect(await discovered.textContent()).toMatch(/no discovery source is configured/i);
    await screenshot(page, 'admin-validation', true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it("shows the spec's error text when the server refuses (a run already going)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInToDashboard(page);
    await page.goto('/admin-validation');
    await page.getByRole('heading', { name: 'Dead Link Removal' }).waitFor();
    // Start a run elsewhere and click while it holds the job's lock: 409.
    const running = adminApi(context, 'POST', '/api/admin/clean-dead-links');
    await page.waitForTimeout(300);
    await page.getByRole('button', { name: 'Clean Dead Links' }).click();
    const alert = page.getByTestId('card-dead-link-removal').getByRole('alert');
    await alert.getByText('HTTP error! status: 409').waitFor();
    await alert.getByText('This job is already running.').waitFor();
    await running;
    await context.close();
  }, 180_000);

  it('puts the Data Management launchers on the dashboard and runs Website Cleanup', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInToDashboard(page);
    await page.getByRole('heading', { name: 'Data Management' }).waitFor();
    for (const [name, href] of [
      ['Event Validation', '/admin-validation'],
      ['Health Monitor', '/health-monitor'],
    ]) {
      const link = page.getByRole('link', { name });
      await expect(link.getAttribute('href')).resolves.toBe(href);
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
    }
    await page.getByRole('button', { name: 'Website Cleanup' }).click();
    await toast(page, /Website clean-up: \d+ links moved to https/).waitFor({ timeout: 120_000 });
    await context.close();
  }, 180_000);
});
