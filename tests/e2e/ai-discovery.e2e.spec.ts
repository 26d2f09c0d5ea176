/**
 * The explained Smart Search widget in Chromium against the real app and its seeded catalogue: /ai-discovery for visitors
 * (examples, search, analysis, confidence badge, suggestions, no results, Details) and the admin /ai-search.
 */
import type { Browser, Page } from 'playwright-core';
import { signInToDashboard } from './support/admin';
import { appReady, axeViolations, launch, newContext, screenshot, watchErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const NO_RESULTS = 'No events found matching your criteria. Try the suggestions above or search for something different.';

/** The badge's style must follow its figure: above 70 default, above 40 secondary, else destructive. */
async function expectBadgeMatchesFigure(page: Page): Promise<number> {
  const badge = page.getByTestId('ai-confidence');
  const figure = Number((await badge.textContent())!.match(/^(\d+)% confidence$/)![1]);
  const expected = figure > 70 ? 'default' : figure > 40 ? 'secondary' : 'destructive';
  expect(await badge.getAttribute('data-variant')).toBe(expected);
  return figure;
}

describe('/ai-discovery', () => {
  it('shows examples first, then searches: explanation, analysis tags, badge, events with Details and Tickets links', async () => {
    const context = await newContext(browser, undefined, { quiet: false });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/ai-discovery');
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: 'AI Festival Discovery' }).waitFor();
    expect(await page.getByRole('link', { name: '← Back to Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByTestId('ai-examples').getByRole('button').count()).toBe(6);
    expect(await page.getByTestId('ai-feature').count()).toBe(3);

    // only a non-empty trimmed query can be sent
    const input = page.getByLabel('Describe the festival you are looking for');
    const submit = page.getByRole('search', { name: 'Smart Search, explained' }).getByRole('button', { name: 'Search' });
    expect(await submit.isDisabled()).toBe(true);
    await input.fill('   ');
    await input.press('Enter');
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByTestId('ai-examples').isVisible()).toBe(true);
    await screenshot(page, 'ai-discovery-examples');

    // an example chip runs its query
    await page.getByTestId('ai-examples').getByRole('button', { name: 'music festivals in London' }).click();
    await page.getByTestId('ai-explanation').waitFor();
    expect(await input.inputValue()).toBe('music festivals in London');
    expect(await page.getByTestId('ai-examples').count()).toBe(0);
    expect(await page.getByTestId('ai-explanation').textContent()).toContain('Music festivals in London');
    expect(await expectBadgeMatchesFigure(page)).toBeGreaterThan(70);
    const analysis = page.getByTestId('ai-analysis');
    expect(await analysis.getByText('Category: Music').count()).toBe(1);
    expect(await analysis.getByText('Location: London').count()).toBe(1);

    const cards = page.getByTestId('ai-event');
    expect(await cards.count()).toBeGreaterThan(0);
    const first = cards.first();
    expect(await first.getByRole('heading', { level: 3 }).textContent()).toBeTruthy();
    expect(await first.getByRole('link', { name: /^Details/ }).getAttribute('href')).toMatch(/^\/events\/[^/]+$/);
    for (const tickets of await page.getByRole('link', { name: /^Tickets/ }).all()) {
      expect(await tickets.getAttribute('target')).toBe('_blank');
      expect(await tickets.getAttribute('rel')).toContain('noopener');
    }
    expect(await page.getByTestId('ai-event-price').first().textContent()).toMatch(/^(£|Free|Price TBC)/);
    await screenshot(page, 'ai-discovery-results');
    expect(await axeViolations(page)).toEqual([]);

    // a suggestion chip runs that query, and it finds events
    const suggestion = page.getByTestId('ai-suggestions').getByRole('button').first();
    const suggested = (await suggestion.textContent())!.trim();
    await suggestion.click();
    await page.waitForFunction((q) => (document.getElementById('smart-search-q') as HTMLInputElement).value === q, suggested);
    await page.getByTestId('ai-found').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="explained-smart-search-widget"] button[type="submit"]')?.hasAttribute('disabled'));
    expect(await page.getByTestId('ai-event').count()).toBeGreaterThan(0);

    // nothing understood, nothing matched: the no-results card and a low badge
    await input.fill('zzqx vvkk');
    await input.press('Enter');
    await page.getByTestId('ai-no-results').waitFor();
    expect(await page.getByTestId('ai-no-results').textContent()).toContain(NO_RESULTS);
    expect(await expectBadgeMatchesFigure(page)).toBeLessThanOrEqual(40);
    await screenshot(page, 'ai-discovery-no-results');

    // Details opens the event page
    await input.fill('music festivals in London');
    await submit.click();
    await page.getByTestId('ai-event').first().waitFor();
    const title = (await page.getByTestId('ai-event').first().getByRole('heading', { level: 3 }).textContent())!.trim();
    await page
      .getByTestId('ai-event')
      .first()
      .getByRole('link', { name: /^Details/ })
      .click();
    await page.waitForURL(/\/events\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the admin launcher /ai-search opens the same widget inside the admin layout', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/ai-search');
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    await signInToDashboard(page);
    await page.getByRole('tab', { name: 'Search Console' }).click();
    await page.getByRole('link', { name: 'Smart Search, explained' }).click();
    await page.waitForURL((url) => url.pathname === '/ai-search');
    await page.getByRole('heading', { level: 1, name: 'Smart Search, explained' }).waitFor();
    expect(await page.getByText('Use OpenAI to read the query (when configured)').count()).toBe(1);
    const input = page.getByLabel('Describe the festival you are looking for');
    await input.fill('folk festivals in Scotland');
    await input.press('Enter');
    await page.getByTestId('ai-explanation').waitFor();
    await expectBadgeMatchesFigure(page);
    await screenshot(page, 'admin-ai-search');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
