/**
 * Issue 27, "copy": the help and contact pages make no claim nothing backs (a visitor count, a refresh every 30
 * minutes) and promise the same reply time (seen at 1440×900).
 */
import type { Browser } from 'playwright-core';
import { appReady, DESKTOP, launch, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const DESKTOP_WIDE = { ...DESKTOP, viewport: { width: 1440, height: 900 } };

describe('help and contact copy', () => {
  it('claims nothing unbacked and promises one reply time on both pages', async () => {
    const context = await newContext(browser, DESKTOP_WIDE);
    const page = await context.newPage();

    await page.goto('/help');
    await appReady(page);
    await page.getByText('How fresh is the information?').waitFor();
    const help = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
    expect(help).not.toMatch(/30 minutes/);
    expect(help).toContain('within seconds'); // what the projection gives, and the nightly jobs named
    const helpPromises = [...help.matchAll(/we reply (within [^.;]+)/g)].map((m) => m[1]);
    expect(helpPromises.length).toBe(2);

    await page.goto('/contact');
    await appReady(page);
    const contact = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(contact).not.toMatch(/thousands of visitors/i);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    const contactPromise = /we will reply (within [^.]+)/.exec(description ?? '')?.[1];
    expect(new Set([...helpPromises, contactPromise])).toEqual(new Set([contactPromise]));
    expect(contactPromise).toBeTruthy();
    await context.close();
  });
});
