/**
 * E-mail alerts in the browser: a visitor follows a category, a region and a Smart Search as e-mail alerts from their
 * pages' Follow action, confirms each from the mail a real SMTP server received, a new matching event produces an
 * alert mail for each, the manage page lists them, and the mail's unsubscribe link works (site page and RFC 8058
 * one-click). Its own copy of the built app, with SMTP_URL on the sink in this process.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SmtpTestServer } from '../../backend/src/modules/mail/testing/smtp-test.server';
import type { ReceivedMail } from '../../backend/src/modules/mail/testing/mime';
import { eventDetails, eventually, signIn, uniqueTag } from './support/admin';
import { appReady, axeViolations, launch, newContext } from './support/browser';
import { startExtraApp, type ExtraApp } from './support/extra-app';

let browser: Browser;
let app: ExtraApp;
const smtp = new SmtpTestServer();

beforeAll(async () => {
  const smtpUrl = await smtp.start();
  [browser, app] = await Promise.all([launch(), startExtraApp('alerts', { SMTP_URL: smtpUrl, MAIL_OUTBOX_POLL_MS: '250', JOBS_ENABLED: 'false' })]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp.stop();
});

const linkIn = (mail: ReceivedMail, path: string): string => {
  const m = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?[^\\s"<>]+`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in:\n${mail.text}`);
  return m[0];
};

async function mailTo(address: string, subject: RegExp, count = 1): Promise<ReceivedMail> {
  let found: ReceivedMail[] = [];
  await eventually(`mail “${subject}” to ${address}`, async () => {
    found = smtp.to(address).filter((m) => subject.test(m.subject));
    return found.length >= count;
  });
  return found[count - 1];
}

/** Opens the Follow panel, asks for an alert and confirms it from the mail; answers the manage page's link. */
async function alertMe(page: Page, email: string, panelName: string, frequency: 'instant' | 'weekly', label: string): Promise<string> {
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  const panel = page.getByRole('region', { name: panelName });
  await panel.waitFor();
  await panel.getByLabel('Your e-mail address').fill(email);
  await panel.getByLabel('How often').selectOption(frequency);
  await panel.getByRole('button', { name: 'Alert me' }).click();
  await panel.getByText('Check your email').waitFor();
  expect(await axeViolations(page)).toEqual([]);

  const subject = new RegExp(`^Confirm your Festival Finder alert: ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const confirmation = await mailTo(email, subject);
  await page.goto(linkIn(confirmation, '/alerts/confirm'));
  await page
    .getByText('Your alert is on')
    .waitFor()
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\npage ${page.url()} says: ${await page.locator('body').innerText()}`);
    });
  return (await page.getByRole('link', { name: 'Manage your alerts' }).getAttribute('href'))!;
}

async function admin(context: BrowserContext, method: 'GET' | 'POST', path: string, body?: unknown) {
  const status = await context.request.get('/api/admin/status');
  const { csrfToken } = (await status.json()) as { csrfToken: string };
  const res = await context.request.fetch(path, {
    method,
    headers: { 'X-CSRF-Token': csrfToken, Origin: app.baseUrl, 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

describe('e-mail alerts for a search', () => {
  it('follows a category, a region and a Smart Search by e-mail; a new matching event is mailed; unsubscribe works', async () => {
    const email = `visitor-${uniqueTag()}@example.com`;
    const context = await newContext(browser, undefined, { base: app.baseUrl });
    const page = await context.newPage();

    await page.goto('/category/folk');
    await appReady(page);
    await alertMe(page, email, 'Follow new Folk festivals', 'instant', 'Folk events');

    await page.goto('/?region=scotland');
    await appReady(page);
    await page.getByRole('button', { name: 'Clear Filter' }).waitFor();
    await alertMe(page, email, 'Follow festivals in Scotland', 'instant', 'Events in Scotland');

    await page.goto(`/search?${new URLSearchParams({ q: 'folk festivals in Scotland' })}`);
    await appReady(page);
    const managePath = await alertMe(page, email, 'Follow new events for “folk festivals in Scotland”', 'instant', '“folk festivals in Scotland”');

    await page.goto(managePath);
    const items = page.getByTestId('alert-item');
    await eventually('three alerts on the manage page', async () => (await items.count()) === 3);
    expect((await page.getByTestId('alerts-list').innerText()).split('\n')).toEqual(
      expect.arrayContaining(['Folk events', 'Events in Scotland', '“folk festivals in Scotland”']),
    );
    expect(await page.getByText('Waiting for confirmation').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // A new folk event in Scotland: the projection matches it to all three alerts; the alert-mails job mails them.
    const adminContext = await newContext(browser, undefined, { base: app.baseUrl });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage);
    await adminPage.waitForURL((url) => url.pathname === '/admin');
    const title = `Alert Folk by the Loch ${uniqueTag()}`;
    const created = await admin(adminContext, 'POST', '/api/admin/events', {
      ...eventDetails(title, { category: 'folk', region: 'scotland', city: 'Inverness', venue: 'Loch Side', latitude: 57.48, longitude: -4.22 }),
      publish: true,
    });
    await eventually(
      'three alert mails',
      async () => {
        await admin(adminContext, 'POST', '/api/admin/jobs/alert-mails/run');
        await new Promise((r) => setTimeout(r, 1000));
        return smtp.to(email).filter((m) => m.subject.includes(title)).length >= 3;
      },
      60_000,
    ).catch(async (error: Error) => {
      const all = (await admin(adminContext, 'GET', '/api/admin/operations?kind=job:alert-mails&limit=100')) as { items: Array<{ message: string }> };
      const runs = all.items.map((r) => r.message).filter((m) => !m.startsWith('Queued 0'));
      const outbox = await admin(adminContext, 'GET', `/api/admin/mail?q=${encodeURIComponent(email)}`);
      const mails = smtp.to(email).map((m) => m.subject);
      const feed = async (p: string) =>
        ((await (await context.request.get(p)).json()) as { items: Array<{ title: string }> }).items.map((i) => i.title).filter((t) => t.includes('Loch'));
      const feeds = {
        region: await feed('/api/feeds/search.json?region=scotland'),
        smart: await feed(`/api/feeds/smart-search.json?${new URLSearchParams({ q: 'folk festivals in Scotland' })}`),
        event: await (await context.request.get(`/api/events/${created.id}`)).json(),
        manage: await (await context.request.get(`/api${managePath}`)).json(),
      };
      throw new Error(
        `${error.message}\nmails: ${JSON.stringify(mails)}\njob runs: ${JSON.stringify(runs)}\nfeeds: ${JSON.stringify(feeds)}\noutbox: ${JSON.stringify(outbox).slice(0, 2000)}`,
      );
    });
    const alertMails = smtp.to(email).filter((m) => m.subject.includes(title));
    expect(alertMails).toHaveLength(3);
    for (const mail of alertMails) {
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain('/alerts/manage?a=');
    }

    // The unsubscribe link of one mail, opened in the browser, asks and then removes that alert only.
    await page.goto(linkIn(alertMails[0], '/alerts/unsubscribe'));
    await page.getByRole('button', { name: 'Stop this alert' }).click();
    await page.getByText('This alert is removed').waitFor();
    // Another mail's List-Unsubscribe header, as a mail client posts it (RFC 8058).
    const oneClick = await context.request.post(alertMails[1].headers['list-unsubscribe'].slice(1, -1), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status()).toBe(200);
    await page.goto(managePath);
    await eventually('one alert left', async () => (await items.count()) === 1);

    // The admin sees counts only.
    await adminPage.goto('/newsletter-management');
    const panel = adminPage.getByTestId('search-alert-stats');
    await panel.getByText('Alert Mails Sent').waitFor();
    expect(await panel.innerText()).not.toContain('@');
    await context.close();
    await adminContext.close();
  });
});
