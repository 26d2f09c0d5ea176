/** One Chromium per test file, driven by playwright-core; screenshots in tests/artifacts; axe checks. */
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { resolveChromium } from '../../support/chromium';
import { baseUrl } from './server';

export const ARTIFACTS = path.resolve(__dirname, '../../artifacts');

/** A system Chromium when there is one, else the npm-shipped build (see tests/support/chromium.js). */
export async function launch(): Promise<Browser> {
  const browser = await resolveChromium();
  return chromium.launch({
    executablePath: browser.executablePath,
    env: { ...process.env, ...browser.env },
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' };
/** The desktop size the walk-throughs (issues 27, 31) were made at. */
export const WIDE_DESKTOP: BrowserContextOptions = { ...DESKTOP, viewport: { width: 1440, height: 900 } };
export const MOBILE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'en-GB',
  timezoneId: 'Europe/London',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

/**
 * A fresh context. By default the consent banner is already answered and the pop-up suppressed, so they do not
 * cover what a test looks at; the consent tests opt out.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = DESKTOP, { quiet = true, base = baseUrl() } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL: base });
  // No internet here: fail map tiles fast (the markers must work without them).
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  if (quiet) {
    await context.addInitScript(() => {
      // Init scripts run in every frame; a sandboxed one (mail previews) has no storage to answer.
      if (window.origin === 'null') return;
      if (!localStorage.getItem('gdpr-accepted')) localStorage.setItem('gdpr-accepted', 'true');
      if (!localStorage.getItem('newsletter-popup-seen'))
        localStorage.setItem('newsletter-popup-seen', JSON.stringify(new Date(Date.now() + 30 * 864e5).toISOString()));
    });
  }
  return context;
}

/** Collects uncaught page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
}

/** Serious and critical axe violations, summarised for a readable failure message. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

export async function apiJson<T>(pathname: string, base = baseUrl()): Promise<T> {
  const res = await fetch(`${base}${pathname}`);
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Waits until the app has started. The server's first paint already shows the page heading, so tests wait for
 * the app's own <main> instead of a heading.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('main#main').waitFor();
}

/** Below-the-fold home sections render when scrolled near: scroll down until the locator exists, then to it. */
export async function scrollTo(page: Page, locator: Locator): Promise<void> {
  for (let i = 0; i < 40 && (await locator.count()) === 0; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(120);
  }
  await locator.first().scrollIntoViewIfNeeded();
}
