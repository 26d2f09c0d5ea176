/**
 * Issue 27, "Seen on screen": the region map's labels overlap and hide its markers, the selected region is not
 * highlighted; generated covers bake in (and crop) the title the card repeats; every news item shares one picture.
 */
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, MOBILE, newContext, screenshot, scrollTo, WIDE_DESKTOP } from './support/browser';
import { baseUrl } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function openMap(page: Page, search = '') {
  await page.goto(`/${search}`);
  await scrollTo(page, page.getByTestId('region-map'));
  await page.locator('.region-marker').first().waitFor();
  // the outline drawn when tiles cannot load (none load here) must not paint over the markers either
  await page.locator('path.uk-outline').first().waitFor();
  await page.getByTestId('region-map').scrollIntoViewIfNeeded();
  // labels are placed once the map has laid out
  await page.locator('[data-testid="region-map"] [data-labels-placed="true"]').waitFor();
  // Leaflet lets clicks pass through labels and the outline: make everything drawn hit-testable, so that
  // elementFromPoint answers what is painted on top
  await page.addStyleTag({ content: '.leaflet-container svg path, .leaflet-tooltip { pointer-events: auto !important; }' });
}

/** Which labels overlap another label, and which markers have something drawn over their centre. */
async function mapFaults(page: Page) {
  const labels = await page.locator('.region-label').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { text: el.textContent ?? '', box: { x: r.x, y: r.y, width: r.width, height: r.height } };
    }),
  );
  const overlaps: string[] = [];
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) if (intersects(labels[i]!.box, labels[j]!.box)) overlaps.push(`${labels[i]!.text} × ${labels[j]!.text}`);
  const hidden = await page.locator('path.region-marker').evaluateAll((paths) =>
    paths
      .filter((p) => {
        const r = p.getBoundingClientRect();
        // the marker's centre and its four edges (a label covering most of a dot hides it)
        const points = [
          [r.x + r.width / 2, r.y + r.height / 2],
          [r.x + 2, r.y + r.height / 2],
          [r.right - 2, r.y + r.height / 2],
          [r.x + r.width / 2, r.y + 2],
          [r.x + r.width / 2, r.bottom - 2],
        ];
        return points.filter(([x, y]) => document.elementFromPoint(x!, y!) !== p).length > 1;
      })
      .map((p) => p.getAttribute('class') ?? ''),
  );
  return { labels: labels.length, overlaps, hidden };
}

describe('region map (desktop 1440×900; the phone home has region chips, not the map)', () => {
  it('desktop 1440×900: no label overlaps another and every marker is in view, uncovered', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await openMap(page);
    const faults = await mapFaults(page);
    await screenshot(page, 'region-map-desktop');
    expect(faults.labels).toBe(10);
    expect(faults.overlaps).toEqual([]);
    expect(faults.hidden).toEqual([]);
    await context.close();
  });

  it('desktop 1440×900: the selected region is highlighted on the map (aria-pressed and its own fill), and keeps labels apart', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await openMap(page, '?region=london');
    const london = page.locator('path.region-marker-london');
    await page.locator('path.region-marker-london[aria-pressed="true"]').waitFor();
    const fills = await page
      .locator('path.region-marker')
      .evaluateAll((paths) =>
        paths.map((p) => ({ cls: p.getAttribute('class') ?? '', pressed: p.getAttribute('aria-pressed'), fill: getComputedStyle(p).fill })),
      );
    const selected = fills.filter((f) => f.pressed === 'true');
    expect(selected.map((f) => f.cls)).toEqual([expect.stringContaining('region-marker-london')]);
    const others = fills.filter((f) => f.pressed === 'false');
    expect(others).toHaveLength(9);
    expect(new Set(others.map((f) => f.fill)).size).toBe(1);
    expect(others[0]!.fill).not.toBe(selected[0]!.fill);
    expect(await london.getAttribute('aria-label')).toMatch(/^London \(\d+ events?\)/);
    const faults = await mapFaults(page);
    expect(faults.overlaps).toEqual([]);
    expect(faults.hidden).toEqual([]);
    // a marker is a keyboard control too: Enter on another region selects it
    await page.locator('path.region-marker-scotland').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/region=scotland/);
    await page.locator('path.region-marker-scotland[aria-pressed="true"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'region-map-selected');
    await context.close();
  });
});

/** The text drawn on each generated cover the page shows, by the card title beside it. */
async function coverTexts(page: Page): Promise<{ src: string; texts: string[] }[]> {
  const srcs = await page.locator('img[src*="/cover.svg"]').evaluateAll((imgs) => [...new Set(imgs.map((i) => i.getAttribute('src')!))]);
  return Promise.all(
    srcs.map(async (src) => {
      const svg = await (await fetch(`${baseUrl()}${src}`)).text();
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
      return { src, texts };
    }),
  );
}

describe('generated covers', () => {
  for (const [name, size] of [
    ['desktop 1440×900', WIDE_DESKTOP],
    ['phone 390×844', MOBILE],
  ] as const) {
    it(`${name}: the covers on the home page carry no text (the card shows title, place and dates beside them)`, async () => {
      const context = await newContext(browser, size);
      const page = await context.newPage();
      await page.goto('/');
      await page.locator('img[src*="/cover.svg"]').first().waitFor();
      const covers = await coverTexts(page);
      expect(covers.length).toBeGreaterThan(0);
      expect(covers.filter((c) => c.texts.length > 0)).toEqual([]);
      await context.close();
    });
  }

  it('desktop 1440×900: Hyde Park Winter Wonderland\'s cover does not show a cropped "Hyde Park Winter Wonderlan"', async () => {
    const found = (await (await fetch(`${baseUrl()}/api/events/search?q=${encodeURIComponent('Hyde Park Winter Wonderland')}`)).json()) as {
      id: string;
      title: string;
    }[];
    const event = found.find((e) => e.title === 'Hyde Park Winter Wonderland')!;
    expect(event).toBeTruthy();
    const svg = await (await fetch(`${baseUrl()}/api/events/${event.id}/cover.svg`)).text();
    expect(svg).not.toMatch(/<text/);
    expect(svg).toMatch(/data-motif="/);
  });
});

describe('news covers', () => {
  it('desktop 1440×900: every news item on /news has its own generated cover', async () => {
    const context = await newContext(browser, WIDE_DESKTOP);
    const page = await context.newPage();
    await page.goto('/news');
    const images = page.locator('main img');
    await images.first().waitFor();
    const count = await page.locator('main h2').count();
    expect(count).toBeGreaterThanOrEqual(21);
    // lazy images: bring each into view so it loads
    for (const img of await images.all()) await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((i) => (i as HTMLImageElement).complete));
    const srcs = await images.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc));
    const loaded = await images.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length);
    expect(srcs).toHaveLength(count);
    expect(new Set(srcs).size).toBe(count);
    expect(loaded).toBe(count);
    await screenshot(page, 'news-covers');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
