import type { Browser, BrowserContext } from 'playwright-core';
import { apiJson, appReady, launch, MOBILE, newContext, screenshot } from './support/browser';

/**
 * The consent banner in the server's first paint works without JavaScript: its buttons post a form to
 * /api/consent, which keeps the answer in the visitor's cookies and sends them back to the same page. The app,
 * once it runs, takes that answer as its own (backend seo/commands/answer-consent, frontend features/consent).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const NO_JS = { ...MOBILE, javaScriptEnabled: false };

async function answerWithoutScript(button: 'Accept All' | 'Decline' | 'Close and decline', pagePath: string) {
  const context = await newContext(browser, NO_JS, { quiet: false });
  const page = await context.newPage();
  await page.goto(pagePath);
  const banner = page.getByRole('region', { name: 'We Value Your Privacy' });
  await banner.waitFor();
  expect(await banner.isVisible()).toBe(true);
  await screenshot(page, `consent-no-script-${button.toLowerCase().replace(/ /g, '-')}`);
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/consent') && r.request().method() === 'POST');
  await banner.getByRole('button', { name: button, exact: true }).click();
  expect((await posted).status()).toBe(303);
  // Back on the same page, now without the banner; and on the next page too.
  await page.waitForURL((url) => url.pathname + url.search === pagePath);
  await page.waitForLoadState('load');
  expect(await page.locator('h1').count()).toBeGreaterThan(0);
  expect(await page.locator('.ff-consent').count()).toBe(0);
  await page.goto('/privacy');
  expect(await page.locator('h1').count()).toBeGreaterThan(0);
  expect(await page.locator('.ff-consent').count()).toBe(0);
  return { context, page };
}

/** The same visitor with JavaScript on: the app shows no banner and keeps the answer where it keeps its own. */
async function appTakesTheAnswer(noScript: BrowserContext, expected: 'true' | 'false') {
  const state = await noScript.storageState();
  const context = await newContext(browser, { ...MOBILE, storageState: state }, { quiet: false });
  const page = await context.newPage();
  await page.goto('/');
  await appReady(page);
  await page.waitForFunction((v) => localStorage.getItem('gdpr-accepted') === v, expected);
  expect(await page.getByTestId('consent-banner').count()).toBe(0);
  expect(await page.getByRole('heading', { name: 'We Value Your Privacy' }).count()).toBe(0);
  await context.close();
}

describe('consent banner without JavaScript', () => {
  it('Accept All: back on the same page without the banner, none on the next page, and the app counts it as accepted', async () => {
    const [event] = await apiJson<Array<{ id: string }>>('/api/events/featured');
    const { context } = await answerWithoutScript('Accept All', `/event/${event!.id}`);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'ff_consent')?.value).toBe('1');
    expect(cookies.find((c) => c.name === 'ff_consent_choice')?.value).toBe('accept');
    await appTakesTheAnswer(context, 'true');
    await context.close();
  });

  it('Decline: the same, and the app counts it as declined', async () => {
    const { context } = await answerWithoutScript('Decline', '/search?q=jazz');
    expect((await context.cookies()).find((c) => c.name === 'ff_consent_choice')?.value).toBe('decline');
    await appTakesTheAnswer(context, 'false');
    await context.close();
  });

  it('the close icon declines too', async () => {
    const { context } = await answerWithoutScript('Close and decline', '/');
    expect((await context.cookies()).find((c) => c.name === 'ff_consent_choice')?.value).toBe('decline');
    await context.close();
  });
});
