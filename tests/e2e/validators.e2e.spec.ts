/**
 * What the independent validators (axe-core, Nu HTML Checker, Lighthouse best practices) found on the main public
 * pages, checked at both sizes with the consent banner showing, as a first-time visitor sees them.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { VERIFICATION_QUESTIONS } from '../../backend/src/modules/contact/domain/verification-questions';
import { apiJson, appReady, axeViolations, DESKTOP, launch, MOBILE, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Ev {
  id: string;
}

type Ready = (page: Page) => Promise<unknown>;

/** The five main pages, each with what shows once its data has arrived. */
async function mainPages(mobile: boolean): Promise<[string, Ready][]> {
  const [event] = await apiJson<Ev[]>('/api/events/featured');
  return [
    [
      '/',
      (p) =>
        p
          .getByTestId(mobile ? 'mobile-featured' : 'featured-grid')
          .first()
          .waitFor(),
    ],
    ['/search?q=music', (p) => (mobile ? p.getByRole('heading', { name: /^(Results \(\d+\)|No Results)$/ }) : p.getByTestId('found-count')).waitFor()],
    [
      '/category/music',
      (p) =>
        p
          .getByTestId(mobile ? 'mobile-results' : 'event-card')
          .first()
          .waitFor(),
    ],
    [`/event/${event.id}`, (p) => p.getByRole('heading', { name: 'Event Details' }).waitFor()],
    ['/contact', (p) => p.getByRole('button', { name: 'Send Message' }).waitFor()],
  ];
}

/** The other public pages: lists, a year page, a news article, a coming-soon page, favourites and the 404 page. */
async function morePages(): Promise<[string, Ready][]> {
  const [article] = await apiJson<Array<{ id: string }>>('/api/news?limit=1');
  const anyCard = (p: Page) => p.getByTestId('event-card').or(p.getByTestId('mobile-event-card')).first().waitFor();
  return [
    ['/upcoming', anyCard],
    [`/${new Date().getFullYear() + 1}`, (p) => p.getByTestId('year-count').filter({ hasNotText: 'Loading' }).waitFor()],
    [`/news/${article.id}`, (p) => p.getByRole('heading', { level: 1 }).waitFor()],
    ['/organiser-portal', (p) => p.getByRole('heading', { level: 1 }).waitFor()],
    ['/favorites', (p) => p.getByTestId('favourites-page').or(p.getByTestId('mobile-favourites')).first().waitFor()],
    ['/no-such-page', (p) => p.getByTestId('error-code').waitFor()],
  ];
}

/** What scrolls sideways: the page wider than the viewport, and the widest elements that stick out. */
async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const out = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}`);
    return [`scrolls sideways (${document.documentElement.scrollWidth} px wide in ${width} px): ${out.join(', ')}`];
  });
}

/** A first visit: the consent banner shows (the newsletter pop-up never shows on top of it anyway). */
async function firstVisit(options: BrowserContextOptions) {
  const context = await newContext(browser, options, { quiet: false });
  await context.addInitScript(() => {
    localStorage.setItem('newsletter-popup-seen', JSON.stringify(new Date(Date.now() + 30 * 864e5).toISOString()));
    // Content-Security-Policy violations, as the page itself reports them.
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`));
  });
  return context;
}

/** axe's heading-order rule ("moderate", so axeViolations leaves it out): no level may be skipped going down. */
async function headingOrder(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** Markup the Nu HTML Checker and axe reject: a link with a button type, unnamed inputs, labels on plain divs. */
function invalidMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    return [
      ...Array.from(document.querySelectorAll('a[type]')).map((el) => `<a type> ${describe(el)}`),
      ...Array.from(document.querySelectorAll('input:not([id]):not([name]), select:not([id]):not([name]), textarea:not([id]):not([name])')).map(
        (el) => `input without id or name: ${el.outerHTML.slice(0, 120)}`,
      ),
      ...Array.from(document.querySelectorAll('div[aria-label]:not([role]), span[aria-label]:not([role])')).map(
        (el) => `aria-label without a role: ${describe(el)}`,
      ),
    ];
  });
}

for (const [size, options] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  describe(`main pages at ${size} size with the consent banner showing`, () => {
    // One visit a page for every check: axe, heading levels, markup the Nu HTML Checker rejects, and CSP reports.
    it('have no serious or critical axe violations, skipped heading levels, invalid markup or Content-Security-Policy violations', async () => {
      const context = await firstVisit(options);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
      });
      for (const [url, ready] of await mainPages(size === 'mobile')) {
        await page.goto(url);
        await appReady(page);
        await ready(page);
        await page.getByTestId('consent-banner').waitFor();
        const found = [
          ...(await axeViolations(page)),
          ...(await headingOrder(page)),
          ...(await invalidMarkup(page)),
          ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
        ];
        for (const v of found) problems.push(`${url}: ${v}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });

    it('more pages (upcoming, year, news article, coming soon, favourites, 404) have no serious axe violations and do not scroll sideways', async () => {
      const context = await firstVisit(options);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const [url, ready] of await morePages()) {
        await page.goto(url);
        await appReady(page);
        await ready(page);
        await page.getByTestId('consent-banner').waitFor();
        for (const v of [...(await axeViolations(page)), ...(await horizontalOverflow(page))]) problems.push(`${url}: ${v}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}

describe('toasts', () => {
  /** axe on the page while the toast shows, once its entry animation has finished. */
  async function axeWithToast(page: Page, title: string): Promise<string[]> {
    await page.getByTestId('toast').filter({ hasText: title }).waitFor();
    await page.waitForTimeout(600);
    return axeViolations(page);
  }

  it('the error and success toasts pass axe colour contrast', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto('/contact');
    await page.getByLabel(/^Name/).fill('Siân Evans');
    await page.getByLabel(/^Email/).fill(`toast-${Date.now()}@example.com`);
    await page.getByLabel(/^Inquiry type/).selectOption('general');
    await page.getByLabel(/^Subject/).fill('A question about dates');
    await page.getByRole('textbox', { name: /^Message/ }).fill('When will the dates for the Eisteddfod be confirmed this year?');
    await page
      .getByText(/^Verification: /)
      .filter({ hasNotText: 'loading question' })
      .waitFor();
    const answerField = page.getByLabel(/^Verification: /);
    await answerField.fill('definitely wrong');
    // A wrong answer spends the question and the page draws the next one.
    const nextQuestion = page.waitForResponse((r) => r.url().endsWith('/api/contact/challenge') && r.request().method() === 'GET');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const problems = (await axeWithToast(page, 'Failed to send message')).map((v) => `error toast: ${v}`);

    const { question } = (await (await nextQuestion).json()) as { question: string };
    const match = VERIFICATION_QUESTIONS.find((q) => q.question === question);
    if (!match) throw new Error(`unknown verification question "${question}"`);
    await page
      .getByText(/^Verification: /)
      .filter({ hasText: question })
      .waitFor();
    await answerField.fill(match.answer);
    await page.getByRole('button', { name: 'Send Message' }).click();
    problems.push(...(await axeWithToast(page, 'Message sent successfully!')).map((v) => `success toast: ${v}`));
    expect(problems).toEqual([]);
    await context.close();
  });
});
