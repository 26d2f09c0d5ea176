/**
 * Every admin screen, every tab, and the dialogs that hold form controls, measured in Chromium at 1440×900: each
 * checkbox, radio and switch is drawn at a usable size (12–40 px square, never 0×0) and its mark stays inside its
 * box (a check mark 250 px tall in Newsletter Settings, and row checkboxes of 0×0 px, were seen). Measured sizes
 * rather than screenshots: they do not drift with fonts and say which control is wrong.
 */
import type { Browser, Page } from 'playwright-core';
import { signInToDashboard, uniqueTag } from './support/admin';
import { launch, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const PAGES = [
  '/admin',
  '/admin/events',
  '/admin/events/new',
  '/admin/discovery',
  '/admin/operations',
  '/admin-validation',
  '/ai-enhancement',
  '/ai-image-enhancement',
  '/ai-search',
  '/b2b-marketing',
  '/health-monitor',
  '/newsletter-management',
  '/social-media',
  '/tiktok-integration',
  '/user-management',
];

interface Misdrawn {
  where: string;
  label: string;
  width: number;
  height: number;
  mark: number;
}

/** Controls on the page now whose box or mark is drawn wrong. */
function misdrawn(page: Page, where: string): Promise<Misdrawn[]> {
  return page.evaluate((where) => {
    const selector = [
      '[data-scope="checkbox"][data-part="control"]',
      '[data-scope="radio-group"][data-part="item-control"]',
      '[data-scope="switch"][data-part="control"]',
      'input[type="checkbox"]:not([style*="clip"])',
      'input[type="radio"]:not([style*="clip"])',
    ].join(',');
    const found: Misdrawn[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el instanceof HTMLInputElement && (el.getBoundingClientRect().width <= 1 || getComputedStyle(el).opacity === '0')) continue;
      // Ark marks the drawn control itself aria-hidden (the input beside it is what assistive technology reads).
      if (el.parentElement?.closest('[hidden], [aria-hidden="true"]')) continue;
      const box = el.getBoundingClientRect();
      const mark = Math.max(0, ...Array.from(el.querySelectorAll('svg')).map((s) => s.getBoundingClientRect().height));
      const isSwitch = el.matches('[data-scope="switch"] *');
      const wide = isSwitch ? 80 : 40;
      const ok = box.width >= 12 && box.height >= 12 && box.width <= wide && box.height <= 40 && mark <= box.height + 1;
      if (!ok) {
        const root = el.closest('label, [data-part="root"]') ?? el.parentElement;
        const label = el.getAttribute('aria-label') ?? root?.querySelector('input')?.getAttribute('aria-label') ?? root?.textContent?.trim() ?? '';
        found.push({ where, label: label.slice(0, 60), width: Math.round(box.width), height: Math.round(box.height), mark: Math.round(mark) });
      }
    }
    // A Chakra part rendered without its recipe (missing from the admin system) has no class at all.
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-scope][data-part="root"]:not([class])'))) {
      found.push({ where, label: `unstyled ${el.dataset.scope}: ${el.textContent?.trim().slice(0, 40) ?? ''}`, width: 0, height: 0, mark: 0 });
    }
    return found;
  }, where);
}

/** Measures the page, then each of its tabs in turn. */
async function measureWithTabs(page: Page, path: string): Promise<{ problems: Misdrawn[]; measured: number }> {
  const problems = await misdrawn(page, path);
  let measured = 1;
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    if (!(await tab.isVisible()) || (await tab.isDisabled())) continue;
    const name = ((await tab.textContent()) ?? '').trim();
    await tab.click();
    await page.waitForTimeout(150);
    problems.push(...(await misdrawn(page, `${path} › ${name}`)));
    measured++;
  }
  return { problems, measured };
}

describe('admin form controls are drawn right on every screen', () => {
  it('draws every checkbox, radio and switch at a usable size with its mark inside', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInToDashboard(page);
    const problems: Misdrawn[] = [];
    let views = 0;
    let controls = 0;
    for (const path of PAGES) {
      await page.goto(path);
      await page.getByRole('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      const result = await measureWithTabs(page, path);
      problems.push(...result.problems);
      views += result.measured;
    }

    // The newsletter screens: a subscriber row (its row checkbox) and the edit dialog, checked and unchecked.
    await page.goto('/newsletter-management');
    const email = `controls-${uniqueTag()}@example.com`;
    await page.getByLabel('Subscriber email').fill(email);
    await page.getByRole('button', { name: 'Add Subscriber' }).click();
    const row = page.getByTestId('subscriber-row').filter({ hasText: email });
    await row.waitFor();
    problems.push(...(await misdrawn(page, '/newsletter-management › subscriber rows')));
    controls += await page.locator('[data-scope="checkbox"][data-part="control"]').count();
    await row.getByRole('button', { name: /edit/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    problems.push(...(await misdrawn(page, '/newsletter-management › edit subscriber (checked)')));
    await dialog.getByText('Active subscriber').click();
    problems.push(...(await misdrawn(page, '/newsletter-management › edit subscriber (unchecked)')));
    views += 3;

    process.stderr.write(`\n[admin controls] ${views} views measured, ${controls} checkbox controls on the subscriber list\n`);
    expect(controls).toBeGreaterThanOrEqual(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
