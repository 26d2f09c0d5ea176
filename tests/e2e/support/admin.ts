/** Helpers for the admin console's browser tests: sign in through the page, and seed events through the admin API. */
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, E2E_ADMIN } from './server';

export async function signIn(page: Page, username = E2E_ADMIN.username, password = E2E_ADMIN.password): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signInToDashboard(page: Page, username?: string, password?: string): Promise<void> {
  await signIn(page, username, password);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/**
 * The admin API with the context's own session cookie (shared with its pages), as the admin client calls it:
 * CSRF token from the status answer, our Origin on writes.
 */
export async function adminApi<T>(context: BrowserContext, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const status = await context.request.get('/api/admin/status');
  const { csrfToken } = (await status.json()) as { csrfToken: string };
  const res = await context.request.fetch(path, {
    method,
    headers: { 'X-CSRF-Token': csrfToken, Origin: baseUrl(), 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

export const uniqueTag = () => `${Date.now().toString(36)}${Math.round(Math.random() * 1e4).toString(36)}`;

export function eventDetails(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    description: 'A weekend of folk music on the harbour, added by the browser tests.',
    imageUrl: null,
    category: 'music',
    startDate: '2027-07-10',
    endDate: '2027-07-11',
    venue: 'The Quay',
    city: 'Whitby',
    region: 'yorkshire',
    latitude: 54.4858,
    longitude: -0.6206,
    priceText: '£45',
    ticketUrl: 'https://tickets.example.org/harbour-lights',
    source: 'manual',
    tags: ['folk'],
    ...overrides,
  };
}

/** Polls a condition that depends on the read model catching up (the command-to-visible lag). */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
