/**
 * /ai-enhancement in Chromium against the real app (local provider: no OPENAI_API_KEY): the dashboard launcher,
 * the hint, the three actions side by side, the copy tick, Apply reaching the public site, and a stale Apply.
 */
import type { Browser, Page } from 'playwright-core';
import { adminApi, eventDetails, eventually, signInToDashboard, uniqueTag } from './support/admin';
import { apiJson, axeViolations, launch, newContext, screenshot, watchErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

describe('AI description enhancement', () => {
  it('enhances, analyses and varies a description, copies it and applies a variation', async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToDashboard(page);
    await expect(page.getByRole('link', { name: 'AI Enhancement' }).getAttribute('href')).resolves.toBe('/ai-enhancement');

    const title = `Harbour Lights Folk ${uniqueTag()}`;
    const { id } = await adminApi<{ id: string; version: number }>(context, 'POST', '/api/admin/events', { ...eventDetails(title), publish: true });

    await page.goto('/ai-enhancement');
    await page.getByRole('heading', { name: 'AI Description Enhancement' }).waitFor();
    await page.getByText('Select an event above to enhance its description.').waitFor();
    await page.getByLabel('Find an event').fill(title);
    const option = `${title} - music`;
    await eventually('the event in the picker', async () => (await page.getByRole('option', { name: option }).count()) === 1);
    await page.getByLabel('Event', { exact: true }).selectOption({ label: option });
    await page.getByTestId('current-description').filter({ hasText: 'A weekend of folk music on the harbour' }).waitFor();

    await page.getByLabel('Tone').selectOption('professional');
    await page.getByRole('button', { name: 'Enhance Description' }).click();
    await toast(page, 'Enhancement Complete').first().waitFor();
    const enhanced = page.getByTestId('enhancement-result');
    await enhanced.getByText(/Confidence \d+%/).waitFor();
    await enhanced.getByText(`${title} is a music event in Whitby.`).waitFor();
    await enhanced.getByText('Fact check: every date, price, place and name matches the event.').waitFor();
    await expect(enhanced.getByText('Local writer').isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Analyze Quality' }).click();
    await toast(page, 'Analysis Complete').first().waitFor();
    const analysis = page.getByTestId('analysis-result');
    await analysis.getByText(/^\d+\/100$/).waitFor();
    await analysis.getByText('Suggestions').waitFor();

    await page.getByRole('button', { name: 'Generate Variations' }).click();
    await toast(page, 'Variations Generated').first().waitFor();
    const variations = page.getByTestId('variations-result');
    for (const n of [1, 2, 3]) await variations.getByText(`Variation ${n}`, { exact: true }).waitFor();

    // The three results stay side by side.
    const tops = await Promise.all([enhanced, analysis, variations].map(async (card) => (await card.boundingBox())!.y));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
    await screenshot(page, 'ai-enhancement-results', true);
    expect(await axeViolations(page)).toEqual([]);

    // Copy: a tick for 2 seconds, then the label comes back; the clipboard holds the text.
    await enhanced.getByRole('button', { name: 'Copy enhanced description' }).click();
    await enhanced.getByRole('button', { name: 'Copy enhanced description: copied' }).waitFor();
    await toast(page, 'Copied to Clipboard').first().waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`${title} is a music event in Whitby.`);
    await enhanced.getByRole('button', { name: 'Copy enhanced description', exact: true }).waitFor({ timeout: 4_000 });

    // Apply variation 1: confirmation, then the public site shows it.
    const first = await adminApi<{ items: Array<{ id: string; kind: string; text: string; result?: unknown }> }>(
      context,
      'GET',
      `/api/admin/ai/events/${id}/suggestions`,
    );
    const variationTexts = first.items.filter((s) => s.kind === 'variation').map((s) => s.text);
    expect(variationTexts).toHaveLength(3);
    await variations.getByRole('button', { name: 'Apply' }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Apply' }).click();
    await toast(page, 'Description Applied').first().waitFor();
    await eventually('the applied description on the public API', async () =>
      variationTexts.includes((await apiJson<{ description: string }>(`/api/events/${id}`)).description),
    );

    // The enhancement was made at the old version: applying it now is refused with a clear message.
    await enhanced.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Apply' }).click();
    await toast(page, /This event was changed after the suggestion was made/)
      .first()
      .waitFor();

    const history = await adminApi<{ items: Array<{ type: string; actor: { username?: string } }> }>(context, 'GET', `/api/admin/events/${id}/history`);
    expect(history.items[0]).toMatchObject({ type: 'EventUpdated', actor: { username: expect.any(String) } });
    expect(errors).toEqual([]);
    await context.close();
  });
});
