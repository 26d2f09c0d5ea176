/**
 * Issue 31's content anchor in Chromium: an admin previews a draft's public page (an anonymous visitor gets nothing),
 * schedules a draft's publishing from the edit page and sees it in the events list, and the public event page offers
 * an uploaded image's copies through srcset so a narrow screen loads a small one.
 */
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { adminApi, eventDetails, eventually, signInToDashboard, uniqueTag } from './support/admin';
import { appReady, launch, newContext, screenshot, watchErrors, WIDE_DESKTOP } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** "YYYY-MM-DD" of the UK day `days` from now. */
const ukDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 864e5),
  );

describe('admin content tools', () => {
  it('previews a draft as its public page, bannered and noindex; an anonymous visitor gets no data', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToDashboard(page);
    const title = `Preview Draft Fest ${uniqueTag()}`;
    const { id } = await adminApi<{ id: string }>(context, 'POST', '/api/admin/events', eventDetails(title));

    await page.goto(`/admin/events/${id}`);
    const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Preview' }).click()]);
    await preview.waitForURL((url) => url.pathname === `/admin/events/${id}/preview`);
    await preview.getByTestId('preview-banner').filter({ hasText: 'Preview — not published' }).waitFor();
    await preview.getByTestId('preview-banner').filter({ hasText: 'Status: Draft' }).waitFor();
    // The public page's own component: its heading, dates and the event-detail block.
    await preview.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await preview.getByTestId('event-detail').count()).toBe(1);
    // Drawn by the admin's Chakra system: every part the public page uses must have its recipe there too.
    await preview.getByTestId('event-dates').waitFor();
    expect(await preview.locator('[data-scope][data-part="root"]:not([class])').count()).toBe(0);
    await screenshot(preview, 'admin-preview-draft');
    expect(await preview.locator('meta[name="robots"]').first().getAttribute('content')).toMatch(/noindex/);
    // Still not public.
    expect((await context.request.get(`/api/events/${id}`)).status()).toBe(404);

    const anonymous = await newContext(browser, WIDE_DESKTOP);
    const answer = await anonymous.request.get(`/api/admin/events/${id}/preview`);
    expect(answer.status()).toBe(401);
    expect(await answer.text()).not.toContain(title);
    const stranger = await anonymous.newPage();
    await stranger.goto(`/admin/events/${id}/preview`);
    await stranger.getByText('Admin Access Required').waitFor();
    expect(await stranger.getByText(title).count()).toBe(0);
    await anonymous.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('schedules a draft from the edit page (UK time), refuses a past time, and the list shows the schedule', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToDashboard(page);
    const tag = uniqueTag();
    const title = `Scheduled Draft Fest ${tag}`;
    const { id } = await adminApi<{ id: string }>(context, 'POST', '/api/admin/events', eventDetails(title));

    await page.goto(`/admin/events/${id}`);
    const card = page.getByTestId('publish-schedule');
    await card.getByText('Not scheduled').waitFor();
    await card.getByLabel('Publish date (UK)').fill(ukDay(-1));
    await card.getByLabel('Publish time (UK)').fill('09:30');
    await card.getByRole('button', { name: 'Schedule publish' }).click();
    await card.getByText('Publish time must be in the future.').waitFor();

    await card.getByLabel('Publish date (UK)').fill(ukDay(3));
    await card.getByLabel('Publish time (UK)').fill('09:30');
    await card.getByRole('button', { name: 'Schedule publish' }).click();
    const scheduled = card.getByTestId('scheduled-for');
    await scheduled.waitFor();
    expect(await scheduled.textContent()).toMatch(/^Scheduled for \w{3}, \d{1,2} \w{3} \d{4}, 09:30 \(UK time\)$/);

    await page.goto(`/admin/events?q=${tag}`); // the tag alone: the title's words match many events
    const badge = page.getByTestId('scheduled-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toMatch(/^Scheduled for \w{3}, \d{1,2} \w{3} \d{4}, 09:30$/);

    // Cancelling clears it everywhere.
    await page.goto(`/admin/events/${id}`);
    await page.getByTestId('publish-schedule').getByRole('button', { name: 'Cancel schedule' }).click();
    await page.getByTestId('publish-schedule').getByText('Not scheduled').waitFor();
    await page.goto(`/admin/events?q=${tag}`); // the tag alone: the title's words match many events
    await page.getByRole('link', { name: title }).waitFor();
    expect(await page.getByTestId('scheduled-badge').count()).toBe(0);
    expect(errors.filter((e) => !/400/.test(e))).toEqual([]);
    await context.close();
  });

  it('serves an uploaded image through srcset: a small copy at 390×844, a large one at 1440×900', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await signInToDashboard(page);
    const title = `Srcset Fest ${uniqueTag()}`;
    const { id } = await adminApi<{ id: string }>(context, 'POST', '/api/admin/events', { ...eventDetails(title), publish: true });
    await page.goto(`/admin/events/${id}`);
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    await page.getByTestId('event-image-input').setInputFiles({ name: 'wide.jpg', mimeType: 'image/jpeg', buffer: photo });
    const current = page.getByTestId('current-event-image');
    await current.waitFor();
    const src = (await current.getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/images\/[a-f0-9]{32}-1200\.webp$/);
    const hash = src.slice('/api/images/'.length, -'-1200.webp'.length);
    const { id: plainId } = await adminApi<{ id: string }>(context, 'POST', '/api/admin/events', {
      ...eventDetails(`Cover Only Fest ${uniqueTag()}`),
      publish: true,
    });
    await context.close();

    const chosen = async (viewport: { width: number; height: number }, deviceScaleFactor: number) => {
      const visitor = await newContext(browser, { ...WIDE_DESKTOP, viewport, deviceScaleFactor });
      const p = await visitor.newPage();
      let copy = '';
      await eventually('the uploaded image on the public page', async () => {
        await p.goto(`/event/${id}`);
        await appReady(p);
        const hero = p.locator(`[data-testid="event-detail"] img[srcset*="${hash}"]`).first();
        if ((await hero.count()) === 0) return false;
        copy = await hero.evaluate(async (img: HTMLImageElement) => {
          await img.decode().catch(() => undefined);
          return img.currentSrc;
        });
        return copy !== '';
      });
      const srcset = await p.locator(`[data-testid="event-detail"] img[srcset*="${hash}"]`).first().getAttribute('srcset');
      expect(srcset).toBe(`/api/images/${hash}-400.webp 400w, /api/images/${hash}-800.webp 800w, /api/images/${hash}-1200.webp 1200w`);
      await visitor.close();
      return new URL(copy).pathname;
    };
    expect(await chosen({ width: 390, height: 844 }, 1)).toBe(`/api/images/${hash}-400.webp`);
    // A 2× phone screen needs 780 px: the middle copy, still not the widest.
    expect(await chosen({ width: 390, height: 844 }, 2)).toBe(`/api/images/${hash}-800.webp`);
    expect(await chosen({ width: 1440, height: 900 }, 1)).toBe(`/api/images/${hash}-1200.webp`);

    // An event without an upload keeps its generated cover, with no srcset.
    const cover = await newContext(browser, { ...WIDE_DESKTOP, viewport: { width: 390, height: 844 } });
    const p = await cover.newPage();
    await p.goto(`/event/${plainId}`);
    await appReady(p);
    const hero = p.locator('[data-testid="event-detail"] img').first();
    await hero.waitFor();
    expect(await hero.getAttribute('src')).toBe(`/api/events/${plainId}/cover.svg`);
    expect(await hero.getAttribute('srcset')).toBeNull();
    expect(await hero.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);
    await cover.close();
  });
});
