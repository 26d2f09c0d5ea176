/** Chromium driven by playwright-core (one per jest worker, started by the global set-up); screenshots in tests/artifacts; axe checks. */
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type Download,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { resolveChromium } from '../../support/chromium';
import { baseUrl } from './server';

export const ARTIFACTS = path.resolve(__dirname, '../../artifacts');

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage', // containers often give /dev/shm only 64 MB
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Each jest worker's Chromium, started by the global set-up (a launch per test file cost about a second of CPU each).
 * One per worker, not one for the run: pages of two workers in one browser take its focus from each other, and a
 * page without focus may not use the clipboard.
 */
export const sharedBrowserEnv = (worker: string | number) => `FF_E2E_BROWSER_WS_${worker}`;

/** A system Chromium when there is one, else the npm-shipped build (see tests/support/chromium.js). */
export async function launchServer(): Promise<BrowserServer> {
  const browser = await resolveChromium();
  return chromium.launchServer({ executablePath: browser.executablePath, env: { ...process.env, ...browser.env }, args: LAUNCH_ARGS });
}

/** A connection to this worker's Chromium (its close() closes only this file's contexts), or a Chromium of its own. */
export async function launch(): Promise<Browser> {
  const shared = process.env[sharedBrowserEnv(process.env.JEST_WORKER_ID ?? '')];
  if (shared) return chromium.connect(shared);
  const browser = await resolveChromium();
  return chromium.launch({ executablePath: browser.executablePath, env: { ...process.env, ...browser.env }, args: LAUNCH_ARGS });
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

/**
 * A page that counts as focused even when its window is not: the clipboard takes writes from a focused document only,
 * and the other windows of a worker's browser (earlier test files, the other contexts) can hold the focus.
 */
export async function focusedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true });
  return page;
}

/** A download's content as text (the shared browser is remote: its file is read through the connection, not a path). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
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
