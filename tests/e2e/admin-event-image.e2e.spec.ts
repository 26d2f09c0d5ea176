/**
 * Uploading an event's image from the admin edit page in Chromium (a real file through the file input), then seeing
 * the stored WebP on the public event page; a file that is not an image is refused with a message.
 */
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { adminApi, eventDetails, eventually, signInToDashboard, uniqueTag } from './support/admin';
import { appReady, launch, newContext, watchErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('admin event image upload', () => {
  it('uploads an image on the edit page and the public event page shows it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToDashboard(page);
    const title = `Image Upload Fest ${uniqueTag()}`;
    const { id } = await adminApi<{ id: string }>(context, 'POST', '/api/admin/events', { ...eventDetails(title), publish: true });

    await page.goto(`/admin/events/${id}`);
    await page.getByRole('button', { name: 'Upload image' }).waitFor();
    await page.getByText('No image yet').waitFor();

    await page.getByTestId('event-image-input').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
    await page.getByRole('alert').filter({ hasText: 'not a JPEG, PNG, WebP' }).waitFor();

    const photo = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#c05a28' } })
      .jpeg()
      .toBuffer();
    await page.getByTestId('event-image-input').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    const current = page.getByTestId('current-event-image');
    await current.waitFor();
    const src = await current.getAttribute('src');
    expect(src).toMatch(/^\/api\/images\/[a-f0-9]{32}-800\.webp$/);

    await eventually('the uploaded image on the public page', async () => {
      await page.goto(`/event/${id}`);
      await appReady(page);
      return (await page.locator(`img[src="${src}"]`).count()) === 1;
    });
    // Drawn 1152 px wide at 1366×900, the page picks the widest copy from its srcset (docs/images.md); naturalWidth is
    // then scaled to the slot, so the loaded file is read from currentSrc.
    const shown = await page
      .locator(`img[src="${src}"]`)
      .evaluate((img: HTMLImageElement) => img.decode().then(() => ({ loaded: img.complete, file: new URL(img.currentSrc).pathname })));
    expect(shown).toEqual({ loaded: true, file: src });
    expect(errors.filter((e) => !/415/.test(e))).toEqual([]);
    await context.close();
  });
});
