/**
 * Share (issue 29 part 3): the Share action on an event page and on search results, with the Web Share API (stubbed
 * in the page: the system share sheet is the browser's edge, outside this test) and without it (the menu: Copy link
 * on the real clipboard, e-mail and the networks' share URLs); and the link preview tags of a search page, fetched
 * over HTTP, carrying the count the API gives for the same search.
 */
import type { Browser } from 'playwright-core';
import { apiJson, appReady, axeViolations, launch, newContext } from './support/browser';
import { baseUrl } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Listed {
  id: string;
  title: string;
}

async function firstFolkEvent(): Promise<Listed> {
  const [event] = await apiJson<Listed[]>('/api/events/search?category=folk&limit=1');
  expect(event).toBeDefined();
  return event!;
}

/** The content of one <meta property|name="key"> in a page's HTML, entities decoded. */
function meta(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html);
  return m?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('share', () => {
  it('hands the event page’s canonical URL, title and text to the Web Share API where the browser has it', async () => {
    const event = await firstFolkEvent();
    const context = await newContext(browser);
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { __shared: unknown[] }).__shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          shared.push(data);
        },
      });
    });
    const page = await context.newPage();
    // The old path and a tracking tag: the shared URL is still the canonical one.
    await page.goto(`/events/${encodeURIComponent(event.id)}?utm_source=test`);
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    await page.getByTestId('share-button').click();
    await page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length === 1);
    const shared = await page.evaluate(() => (window as unknown as { __shared: Array<Record<string, string>> }).__shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.url).toBe(`${baseUrl()}/event/${encodeURIComponent(event.id)}`);
    expect(shared[0]!.title).toBe(event.title);
    expect(shared[0]!.text).toContain(event.title);
    // The system sheet did the sharing: no menu of our own.
    expect(await page.getByTestId('share-panel').count()).toBe(0);
    await context.close();
  });

  it('without the Web Share API, offers a menu: Copy link puts the URL on the clipboard, e-mail and networks carry it encoded', async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await context.addInitScript(() => {
      // Whatever this Chromium build offers, this test is the browser without it.
      delete (Navigator.prototype as unknown as { share?: unknown }).share;
    });
    const page = await context.newPage();
    // A standard search: its URL has several parameters, so an unencoded `&` would cut the shared link short.
    await page.goto('/search?q=festival&location=London&mode=standard&page=1&utm_campaign=x');
    await appReady(page);
    await page.getByTestId('found-count').waitFor();
    const expected = `${baseUrl()}/search?q=festival&mode=standard&location=London`;

    const share = page.getByTestId('share-button');
    await share.click();
    expect(await share.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByTestId('share-panel');
    await panel.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Copy link' }).click();
    await panel.getByText('Copied: the link is on your clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    const href = async (network: string) => (await panel.getByTestId(`share-${network}`).getAttribute('href'))!;
    const mail = await href('email');
    expect(mail.startsWith('mailto:?')).toBe(true);
    expect(mail).not.toContain('+'); // RFC 6068: spaces are %20
    const mailParams = new URLSearchParams(mail.slice('mailto:?'.length));
    expect(mailParams.get('body')).toContain(expected);
    const title = mailParams.get('subject')!;
    expect(title).toMatch(/^(No|\d[\d,]*) .*events? matching “festival” in London$/);

    const param = (url: string, name: string) => new URL(url).searchParams.get(name);
    const facebook = await href('facebook');
    expect(facebook.startsWith('https://www.facebook.com/sharer/sharer.php?')).toBe(true);
    expect(param(facebook, 'u')).toBe(expected);
    const x = await href('x');
    expect(x.startsWith('https://twitter.com/intent/tweet?')).toBe(true);
    expect(param(x, 'url')).toBe(expected);
    expect(param(x, 'text')).toBe(title);
    expect(param(await href('linkedin'), 'url')).toBe(expected);
    expect(param(await href('whatsapp'), 'text')).toBe(`${title} ${expected}`);
    expect(param(await href('bluesky'), 'text')).toBe(`${title} ${expected}`);
    expect(await panel.getByTestId('share-facebook').getAttribute('target')).toBe('_blank');

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await context.close();
  });

  it('gives a search page link-preview tags with the count the API gives for the same search', async () => {
    // Smart Search (the default tab): the preview counts what the page will list.
    for (const q of ['folk festivals', 'folk festivals in Scotland next summer']) {
      const html = await (await fetch(`${baseUrl()}/search?${new URLSearchParams({ q, utm_source: 'x' })}`)).text();
      const answer = await apiJson<{ total: number; relaxed: string[] }>(`/api/events/search/smart?${new URLSearchParams({ q })}`);
      const count = answer.relaxed.length ? 0 : answer.total;
      const title = `${count === 0 ? 'No' : count.toLocaleString('en-GB')} ${count === 1 ? q.replace('festivals', 'festival') : q} | Festival Finder`;
      expect(meta(html, 'og:title')).toBe(title);
      expect(meta(html, 'twitter:title')).toBe(title);
      expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
      expect(meta(html, 'og:url')).toBe(`${baseUrl()}/search?${new URLSearchParams({ q })}`);
      expect(meta(html, 'og:description')).toBeTruthy();
      if (q === 'folk festivals') {
        expect(count).toBeGreaterThan(0); // the seeded catalogue has folk festivals: the counted case is exercised
        // The top result's own picture, or its generated cover (a PNG the site serves).
        const image = meta(html, 'og:image')!;
        expect(image).toMatch(/^https?:\/\//);
        if (image.startsWith(baseUrl())) {
          const picture = await fetch(image);
          expect(picture.status).toBe(200);
          expect(picture.headers.get('content-type')).toMatch(/^image\/(png|jpeg|webp)/);
        }
        expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      }
    }

    // The standard tab counts its filters' matches, as GET /api/events/search does.
    const res = await fetch(`${baseUrl()}/api/events/search?category=folk&sortBy=date&page=1&limit=24`);
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(0);
    const html = await (await fetch(`${baseUrl()}/search?mode=standard&category=folk`)).text();
    expect(meta(html, 'og:title')).toBe(`${total.toLocaleString('en-GB')} Folk ${total === 1 ? 'event' : 'events'} | Festival Finder`);
    expect(meta(html, 'og:url')).toBe(`${baseUrl()}/search?mode=standard&category=folk`);

    // A search nothing matches says so.
    const none = await (await fetch(`${baseUrl()}/search?mode=standard&q=zzqxvv-nothing-matches`)).text();
    expect(meta(none, 'og:title')).toBe('No events matching “zzqxvv-nothing-matches” | Festival Finder');
  });
});
