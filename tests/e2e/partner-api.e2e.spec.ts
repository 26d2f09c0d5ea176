/**
 * Issue 30 parts 3 and 5 in the browser: an owner issues a partner API key on the Accounts page (shown once), the key
 * works on /api/v1, its use is counted on the page, and revoking it there ends it; event pages carry h-event
 * microformats beside their JSON-LD.
 */
import type { Browser } from 'playwright-core';
import { signInToDashboard, uniqueTag } from './support/admin';
import { apiJson, appReady, axeViolations, DESKTOP, launch, newContext } from './support/browser';
import { baseUrl } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const v1 = (path: string, key: string) => fetch(baseUrl() + path, { headers: { 'x-api-key': key } });

describe('partner API keys in the back office', () => {
  it('issues a key shown once, counts its requests, and revokes it', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signInToDashboard(page);
    await page.goto('/user-management');
    await page.getByRole('tab', { name: 'Partner API keys' }).click();
    const partner = `E2E Listings ${uniqueTag()}`;
    await page.getByLabel('Partner', { exact: true }).fill(partner);
    await page.getByLabel('Requests a minute').fill('30');
    await page.getByRole('button', { name: 'Issue key' }).click();
    const key = (await page.getByTestId('issued-key').textContent())!.trim();
    expect(key).toMatch(/^ffp_[A-Za-z0-9_-]{43}$/);

    expect((await v1('/api/v1/regions', key)).status).toBe(200);
    expect((await v1('/api/v1/categories', key)).status).toBe(200);
    await page.reload();
    await page.getByRole('tab', { name: 'Partner API keys' }).click();
    const row = page.getByRole('row').filter({ hasText: partner });
    await row.waitFor();
    expect(await row.textContent()).toContain(key.slice(0, 10));
    expect(await row.textContent()).not.toContain(key); // shown once: the list has only its first characters
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('2');
    expect(await row.textContent()).toContain('30 a minute');
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Revoke the key of ${partner}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await row.getByText(/^Revoked/).waitFor();
    expect((await v1('/api/v1/regions', key)).status).toBe(401);
    await context.close();
  });
});

describe('h-event on event pages', () => {
  it('marks the event up with p-name, dt-start, dt-end, p-location, p-summary and u-url beside the JSON-LD', async () => {
    interface Listed {
      id: string;
      title: string;
      startDate: string;
      endDate: string;
      venue: string | null;
      description: string | null;
      datesConfirmed: boolean;
    }
    const events = await apiJson<Listed[]>('/api/events/upcoming?limit=50');
    const event = events.find((e) => e.datesConfirmed && e.venue && e.description)!;
    expect(event).toBeDefined();
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`/event/${event.id}`);
    await appReady(page);
    const root = page.locator('.h-event');
    expect(await root.count()).toBe(1);
    expect((await root.locator('.p-name').textContent())?.trim()).toBe(event.title);
    expect(await root.locator('.dt-start').getAttribute('datetime')).toBe(event.startDate);
    expect(await root.locator('.dt-end').getAttribute('value')).toBe(event.endDate);
    expect((await root.locator('.p-location').textContent())?.trim()).toBe(event.venue);
    expect((await root.locator('.p-summary').textContent())?.trim()).toBe(event.description!.trim());
    expect(await root.locator('.u-url').getAttribute('value')).toBe(`${baseUrl()}/event/${event.id}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Event', name: event.title });
    await context.close();
  });
});
