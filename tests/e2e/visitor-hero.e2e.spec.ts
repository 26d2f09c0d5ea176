/**
 * Issue 27, the hero (seen at 1440×900): a category chosen with nothing typed opens that category's results, and the
 * example searches under the box are not cut off by the hero's bottom edge.
 */
import type { Browser } from 'playwright-core';
import { appReady, launch, newContext, WIDE_DESKTOP } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('home hero', () => {
  it('a category with an empty box opens that category’s results', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    await page.getByLabel('Category', { exact: true }).selectOption('folk');
    await page.getByTestId('hero-submit').click();
    await page.waitForURL((url) => url.pathname === '/category/folk');
    await page.getByRole('heading', { level: 1, name: 'Folk Festivals', exact: true }).waitFor();
    await context.close();
  });

  it('shows every example search whole, below the hero’s edge if need be', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    await page.getByTestId('hero-query').focus();
    const list = page.getByRole('list', { name: 'Example searches' });
    await list.waitFor();
    const items = list.getByRole('button');
    expect(await items.count()).toBeGreaterThan(0);
    // The whole list is drawn: the pointer finds the list at every item's centre and just above the list's bottom edge
    // (with the hero clipping its overflow, the last example was cut off at 1440×900: the list ends 20 px below the hero).
    const edge = (await list.boundingBox())!;
    const points = [{ x: edge.x + edge.width / 2, y: edge.y + edge.height - 3 }];
    for (let i = 0; i < (await items.count()); i++) {
      const box = (await items.nth(i).boundingBox())!;
      points.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    }
    const hits = await page.evaluate(
      (ps) => ps.map(({ x, y }) => document.querySelector('[aria-label="Example searches"]')!.contains(document.elementFromPoint(x, y))),
      points,
    );
    expect(hits).toEqual(points.map(() => true));
    await context.close();
  });
});
