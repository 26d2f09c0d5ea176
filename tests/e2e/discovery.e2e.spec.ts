/**
 * The AI event discovery tool in Chromium against its own copy of the app whose discovery sources are a local
 * iCalendar feed and organiser page: launcher, year default, a run's progress from the server, disabled buttons
 * while it runs, the results log, the banner clearing, and the Provenance section of an imported event.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP, axeViolations, launch, screenshot, watchErrors } from './support/browser';
import { startExtraApp, type ExtraApp } from './support/extra-app';
import { E2E_ADMIN } from './support/server';

const Y = new Date().getFullYear() + 1;
const THIS_YEAR = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' }).format(new Date());

const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//e2e//discovery//EN',
  'BEGIN:VEVENT',
  'UID:e2e-kite@example.org',
  `DTSTART;VALUE=DATE:${Y}0815`,
  `DTEND;VALUE=DATE:${Y}0817`,
  'SUMMARY:Quayside Kite and Balloon Day',
  'LOCATION:Quayside\\, Newcastle',
  'CATEGORIES:Family',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:e2e-folk@example.org',
  `DTSTART;VALUE=DATE:${Y}0612`,
  `DTEND;VALUE=DATE:${Y}0614`,
  'SUMMARY:Heron Valley Folk Gathering',
  'LOCATION:Hebden Bridge\\, West Yorkshire',
  'CATEGORIES:Music',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let browser: Browser;
let app: ExtraApp;
let feed: Server;

beforeAll(async () => {
  feed = createServer((req, res) => {
    if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    if (req.url !== '/e2e.ics') return res.writeHead(404).end();
    // Slow enough for the page to show the run going, with its buttons disabled.
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED), 2500);
  });
  await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
  [browser, app] = await Promise.all([
    launch(),
    startExtraApp('discovery', {
      FETCH_ALLOWED_ORIGINS: origin,
      FETCH_HOST_INTERVAL_MS: '0',
      DISCOVERY_ICS_FEEDS: `${origin}/e2e.ics`,
      DISCOVERY_PUBLISH_SOURCES: '',
    }),
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await new Promise((r) => feed?.close(r));
});

async function context(): Promise<BrowserContext> {
  const ctx = await browser.newContext({ ...DESKTOP, baseURL: app.baseUrl });
  await ctx.addInitScript(() => localStorage.setItem('gdpr-accepted', 'true'));
  return ctx;
}

describe('AI event discovery tool', () => {
  it('runs a discovery from the dashboard launcher, shows its progress and results, and the provenance of what it imported', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('link', { name: 'AI event discovery' }).first().click();
    await page.waitForURL('**/admin/discovery');
    await page.getByRole('heading', { name: 'AI Event Discovery' }).waitFor();
    await page.getByText('No discovery runs yet.').waitFor();
    await expect(page.getByLabel('Year').inputValue()).resolves.toBe(THIS_YEAR);
    // Category discovery needs a category.
    await expect(page.getByRole('button', { name: 'Discover by Category' }).isDisabled()).resolves.toBe(true);

    await page.getByLabel('Year').fill(String(Y));
    await page.getByRole('button', { name: 'Smart Discovery' }).click();
    const banner = page.getByTestId('discovery-progress');
    await banner.getByText(/Initializing|Discovering/).waitFor();
    for (const name of ['Smart Discovery', 'Discover by Region', 'Premium Venues']) {
      await expect(page.getByRole('button', { name }).isDisabled()).resolves.toBe(true);
    }
    await banner.getByText('Complete').waitFor({ timeout: 30_000 });
    await expect(banner.getByText('100%').isVisible()).resolves.toBe(true);
    const result = page.getByTestId('discovery-result').first();
    await result.getByText('Found 2 · Added 2 · Duplicates skipped 0').waitFor();
    await result.getByText(/Quayside Kite and Balloon Day — Newcastle · Family \(draft for review\)/).waitFor();
    await result.getByText(/Heron Valley Folk Gathering — Hebden Bridge · Music/).waitFor();
    await expect(page.getByRole('button', { name: 'Smart Discovery' }).isEnabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-discovery');
    // The banner clears 5 s after the run ends.
    await banner.waitFor({ state: 'detached', timeout: 9_000 });

    // A second run finds the same events and adds none.
    await page.getByRole('button', { name: 'Smart Discovery' }).click();
    await page.getByText('Found 2 · Added 0 · Duplicates skipped 2').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('discovery-result').count()).resolves.toBe(2);

    // Staff add a website for the crawler (with its trust) and remove it again.
    await page.getByLabel('Website address').fill('https://organiser.example.org/whats-on');
    await page.getByText('Trusted: publish its events without review').click();
    await page.getByRole('button', { name: 'Add site' }).click();
    const sites = page.getByTestId('discovery-sites');
    await sites.getByText('https://organiser.example.org/whats-on').waitFor();
    await sites.getByText('Trusted: publishes').waitFor();
    await page.getByLabel('Website address').fill('https://organiser.example.org/whats-on');
    await page.getByRole('button', { name: 'Add site' }).click();
    await page.getByText('https://organiser.example.org/whats-on is already on the list of sites.').waitFor();
    await sites.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No sites yet.').waitFor();

    // The imported draft shows where it came from.
    await page.goto('/admin/events?q=Heron%20Valley');
    await page.getByRole('link', { name: 'Heron Valley Folk Gathering' }).click();
    const provenance = page.getByTestId('event-provenance');
    await provenance.getByText('iCalendar feed').waitFor();
    await expect(provenance.getByText(/imported as a draft for review/).isVisible()).resolves.toBe(true);
    await expect(provenance.getByRole('link', { name: /e2e\.ics$/ }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 120_000);
});
