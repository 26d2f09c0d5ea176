import type { Browser } from 'playwright-core';
import { appReady, launch, MOBILE, newContext, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const START = new Date('2026-11-22T10:00:00Z');
const DAY = 24 * 3600 * 1000;

describe('consent banner', () => {
  it('Accept All stores true under gdpr-accepted and stays hidden after reload', async () => {
    const context = await newContext(browser, undefined, { quiet: false });
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor();
    expect(await banner.getByRole('heading', { name: 'We Value Your Privacy' }).isVisible()).toBe(true);
    await screenshot(page, 'consent-banner');
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('gdpr-accepted'))).toBe('true');
    await page.reload();
    await appReady(page);
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
    await context.close();
  });

  it('the close icon counts as Decline', async () => {
    const context = await newContext(browser, undefined, { quiet: false });
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page); // the app's banner, not the server-rendered first-paint copy it replaces
    await page.getByRole('button', { name: 'Close and decline' }).click();
    expect(await page.evaluate(() => localStorage.getItem('gdpr-accepted'))).toBe('false');
    await page.reload();
    await appReady(page);
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
    await context.close();
  });
});

describe('newsletter pop-up (controlled clock)', () => {
  it('waits while the consent banner is showing, so the two never show at once', async () => {
    const context = await newContext(browser, MOBILE, { quiet: false });
    const page = await context.newPage();
    await page.clock.install({ time: START });
    await page.goto('/');
    await appReady(page);
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor();
    await page.clock.fastForward(12_000);
    await page.waitForTimeout(300);
    expect(await page.getByTestId('newsletter-popup').count()).toBe(0);
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByTestId('newsletter-popup').waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('opens after 10 s, closing suppresses it for 30 days, then it comes back', async () => {
    const context = await newContext(browser, undefined, { quiet: false });
    await context.addInitScript(() => localStorage.setItem('gdpr-accepted', 'true'));
    const page = await context.newPage();
    await page.clock.install({ time: START });
    await page.goto('/');
    await appReady(page);
    await page.clock.fastForward(9_000);
    expect(await page.getByTestId('newsletter-popup').count()).toBe(0);
    await page.clock.fastForward(1_500);
    const popup = page.getByTestId('newsletter-popup');
    await popup.waitFor();
    expect(await popup.getByText('Never Miss a Festival!').isVisible()).toBe(true);
    expect(await popup.getByText('Join our festival newsletter').isVisible()).toBe(true);
    // No figure nobody counted (issue 8).
    expect(await popup.textContent()).not.toMatch(/\d[\d,]*\+/);
    await screenshot(page, 'newsletter-popup');
    await popup.getByRole('button', { name: 'Close newsletter sign-up' }).click();
    await popup.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('newsletter-popup-seen') ?? 'null'));
    expect(Math.round((new Date(stored).getTime() - START.getTime()) / DAY)).toBe(30);

    // 29 days later: still suppressed.
    const later = await context.newPage();
    await later.clock.install({ time: new Date(START.getTime() + 29 * DAY) });
    await later.goto('/');
    await appReady(later);
    await later.clock.fastForward(12_000);
    await later.waitForTimeout(300);
    expect(await later.getByTestId('newsletter-popup').count()).toBe(0);
    await later.close();

    // 31 days later: the suppression has lapsed.
    const lapsed = await context.newPage();
    await lapsed.clock.install({ time: new Date(START.getTime() + 31 * DAY) });
    await lapsed.goto('/');
    await appReady(lapsed);
    await lapsed.clock.fastForward(10_500);
    await lapsed.getByTestId('newsletter-popup').waitFor();
    await context.close();
  });

  it('is never shown once newsletter-subscribed is stored', async () => {
    const context = await newContext(browser, undefined, { quiet: false });
    await context.addInitScript(() => {
      localStorage.setItem('gdpr-accepted', 'true');
      localStorage.setItem('newsletter-subscribed', 'true');
    });
    const page = await context.newPage();
    await page.clock.install({ time: START });
    await page.goto('/');
    await appReady(page);
    await page.clock.fastForward(15_000);
    await page.waitForTimeout(300);
    expect(await page.getByTestId('newsletter-popup').count()).toBe(0);
    await context.close();
  });
});
