/**
 * Issue 27, "copy": the help and contact pages make no claim nothing backs (a visitor count, a refresh every 30
 * minutes) and promise the same reply time (seen at 1440×900).
 */
import type { Browser } from 'playwright-core';
import { appReady, launch, newContext, WIDE_DESKTOP } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('help and contact copy', () => {
  it('claims nothing unbacked and promises one reply time on both pages', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
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

describe('discover by category', () => {
  it('badges name each category as the site does ("Food & Drink", not "Food Drink")', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    const boxes = page.getByTestId('discover-category');
    // The section loads its code when it nears the viewport: scroll down to it as a visitor does.
    for (let i = 0; i < 30 && (await boxes.count()) === 0; i++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(150);
    }
    await boxes.first().waitFor();
    const checked: string[] = [];
    for (let i = 0; i < (await boxes.count()); i++) {
      const box = boxes.nth(i);
      await box.scrollIntoViewIfNeeded();
      const name = (await box.getByRole('heading', { level: 3 }).textContent())!.trim();
      const badge = box.getByTestId('category-badge');
      if (!(await badge.count()) && !(await box.getByText(/^Loading/).count())) continue; // a category without events
      await badge.waitFor();
      expect(await badge.textContent()).toBe(name);
      checked.push(name);
    }
    expect(checked.some((name) => name.includes('&'))).toBe(true);
    await context.close();
  });
});
