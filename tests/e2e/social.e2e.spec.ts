/**
 * Social screens in Chromium against their own instance of the built app, whose Facebook and TikTok settings point at
 * local stand-ins (a Graph API and TikTok Login Kit speaking their protocols): the TikTok OAuth popup flow end to end
 * (the fake authorise page redirects to our callback, which reports to the opener with postMessage), the popup
 * toasts, automation Start/Pause, Facebook test posts gated on permissions, drafts published, analytics, generated
 * items saved as drafts, scheduled in UK time and published to Instagram (an X API stand-in answers the X check).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FakeGraphApiServer } from '../../backend/src/modules/social/testing/fake-graph-api.server';
import { FakeTikTokServer } from '../../backend/src/modules/social/testing/fake-tiktok.server';
import { FakeXApiServer } from '../../backend/src/modules/social/testing/fake-x-api.server';
import { axeViolations, DESKTOP, launch, screenshot, watchErrors } from './support/browser';

const ADMIN = { username: 'social-e2e', password: 'Kestrel-Harbour-Lantern-2026' };
const graph = new FakeGraphApiServer();
const tiktok = new FakeTikTokServer();
const x = new FakeXApiServer();
let browser: Browser;
let app: ChildProcess;
let base: string;
let dataDir: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startApp(): Promise<void> {
  const repoRoot = path.resolve(__dirname, '../..');
  const [port, pgPort] = [await freePort(), await freePort()];
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ff-e2e-social-'));
  base = `http://127.0.0.1:${port}`;
  const log = openSync(path.join(os.tmpdir(), 'ff-e2e-social-app.log'), 'w');
  app = spawn(process.execPath, [path.join(repoRoot, 'backend/dist/src/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: base,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      FACEBOOK_PAGE_ID: graph.pageId,
      FACEBOOK_PAGE_TOKEN: graph.token,
      FACEBOOK_GRAPH_URL: graph.graphUrl,
      FACEBOOK_POST_INTERVAL_MS: '100',
      INSTAGRAM_BUSINESS_ACCOUNT_ID: graph.igUserId,
      X_API_URL: x.origin,
      X_ACCESS_TOKEN: x.token,
      TIKTOK_CLIENT_KEY: tiktok.clientKey,
      TIKTOK_CLIENT_SECRET: tiktok.clientSecret,
      TIKTOK_AUTH_URL: tiktok.authUrl,
      TIKTOK_API_URL: tiktok.origin,
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the social e2e app exited (${os.tmpdir()}/ff-e2e-social-app.log)`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the social e2e app did not become healthy');
}

beforeAll(async () => {
  await Promise.all([graph.start(), tiktok.start(), x.start()]);
  await startApp();
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (app && app.exitCode === null) {
    const exited = new Promise((r) => app.once('exit', r));
    app.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  }
  await Promise.all([graph.stop(), tiktok.stop(), x.stop()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signedInPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...DESKTOP, baseURL: base });
  await context.addInitScript(() => {
    localStorage.setItem('gdpr-accepted', 'true');
    localStorage.setItem('newsletter-popup-seen', JSON.stringify(new Date(Date.now() + 30 * 864e5).toISOString()));
  });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  return { context, page };
}

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

describe('TikTok integration (/tiktok-integration)', () => {
  it('authorises in a popup: TikTok redirects to our callback, which reports success to the opener', async () => {
    const { context, page } = await signedInPage();
    const errors = watchErrors(page);
    await page.goto('/tiktok-integration');
    await page.getByRole('heading', { name: 'TikTok Integration' }).waitFor();
    await expect(page.getByTestId('tiktok-stage').textContent()).resolves.toBe('Configured');
    await expect(page.getByTestId('tiktok-progress').textContent()).resolves.toBe('50%');
    await expect(page.getByTestId('tiktok-redirect-uri').textContent()).resolves.toBe(`${base}/api/tiktok/callback`);

    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Authorize with TikTok' }).click()]);
    await toast(page, 'TikTok Connected').waitFor();
    await popup.waitForEvent('close', { timeout: 10_000 }).catch(() => undefined);
    expect(popup.isClosed()).toBe(true);
    await page.getByTestId('tiktok-success').waitFor();
    await expect(page.getByTestId('tiktok-stage').textContent()).resolves.toBe('Connected');
    await expect(page.getByTestId('tiktok-progress').textContent()).resolves.toBe('100%');
    await page.getByText('Account: Festival Finder UK').waitFor();
    expect(tiktok.tokenRequests.at(-1)).toMatchObject({ grant_type: 'authorization_code' });
    await screenshot(page, 'tiktok-integration-connected');
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Authorization Failed when TikTok refuses, and Popup Blocked when the browser blocks the popup', async () => {
    const { context, page } = await signedInPage();
    await page.goto('/tiktok-integration');
    await page.getByTestId('tiktok-success').waitFor();
    tiktok.mode = 'deny';
    await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Reconnect' }).click()]);
    await toast(page, 'Authorization Failed').waitFor();
    await toast(page, /access_denied/).waitFor();
    tiktok.mode = 'ok';

    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await toast(page, 'Popup Blocked').waitFor();

    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await toast(page, 'TikTok Disconnected').waitFor();
    await expect(page.getByTestId('tiktok-stage').textContent()).resolves.toBe('Configured');
    await context.close();
  });
});

describe('Social media manager (/social-media)', () => {
  it('starts and pauses the automation, sends a test post and posts the next festivals, gated on permissions', async () => {
    const { context, page } = await signedInPage();
    const errors = watchErrors(page);
    await page.goto('/social-media');
    await page.getByRole('heading', { name: 'Social Media Manager' }).waitFor();
    for (const tab of ['Content Strategy', 'Automation', 'Instagram', 'TikTok', 'Facebook', 'Traffic Funnels', 'Publishing', 'Analytics'])
      await expect(page.getByRole('tab', { name: tab, exact: true }).count()).resolves.toBe(1);

    await page.getByTestId('automation-state').filter({ hasText: 'Stopped' }).waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    await toast(page, 'Automation is Active.').waitFor();
    await page.getByTestId('automation-state').filter({ hasText: 'Active' }).waitFor();
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByTestId('automation-state').filter({ hasText: 'Paused' }).waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('automation-state').filter({ hasText: 'Active' }).waitFor();
    // The plan the job posts, in UK time, with the posts a week it makes and each platform's connection.
    const plan = page.getByTestId('automation-plan');
    await plan.getByText(/The plan makes 38 posts a week on Instagram, TikTok and X/).waitFor();
    await plan.getByTestId('plan-x').getByText('Daily 08:00; Daily 14:00; Daily 20:00').waitFor();
    await plan.getByTestId('plan-instagram').getByText('Daily 12:00; Daily 18:00 (story)').waitFor();
    await plan.getByTestId('plan-tiktok').getByText('Mon, Wed, Fri 19:00').waitFor();
    await plan.getByTestId('plan-instagram').getByText('Connected', { exact: true }).waitFor();
    await plan.getByTestId('plan-x').getByText('Connected', { exact: true }).waitFor();
    await plan.getByTestId('plan-tiktok').getByText('Not connected').waitFor();

    await page.getByRole('tab', { name: 'Facebook' }).click();
    await page.getByTestId('facebook-permissions').filter({ hasText: 'All required permissions' }).waitFor();
    await expect(page.getByTestId('facebook-next-posts').locator('li').count()).resolves.toBe(5);
    await page.getByRole('button', { name: 'Send Test Post' }).click();
    await toast(page, 'Posted 1 festival to Facebook').waitFor();
    expect(graph.posts).toHaveLength(1);
    await page.getByRole('button', { name: 'Post Next 3 Festivals Now' }).click();
    await toast(page, 'Posted 3 festivals to Facebook').waitFor({ timeout: 20_000 });
    expect(graph.posts).toHaveLength(4);
    await page.getByRole('button', { name: 'Run Health Check' }).click();
    await page.getByTestId('facebook-health').waitFor();
    await screenshot(page, 'social-media-facebook');
    await expect(axeViolations(page)).resolves.toEqual([]);

    graph.mode = 'missing-permission';
    await page.getByRole('button', { name: 'Check permissions' }).click();
    await page.getByTestId('facebook-permissions').filter({ hasText: 'Missing permissions' }).waitFor();
    await expect(page.getByRole('button', { name: 'Send Test Post' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Post Next 3 Festivals Now' }).isDisabled()).resolves.toBe(true);
    graph.mode = 'ok';
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves a draft, publishes it (Publishing Failed on a rate limit), and shows figures fetched back from Facebook', async () => {
    const { context, page } = await signedInPage();
    await page.goto('/social-media');
    await page.getByRole('tab', { name: 'Publishing' }).click();
    await page.getByRole('button', { name: 'Connect' }).first().click();
    await toast(page, 'Facebook Connected').waitFor();

    await page.getByLabel('Post text').fill('Festival season starts soon: see every UK festival on Festival Finder.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Draft Saved').waitFor();
    const draft = page.getByTestId('social-post').filter({ hasText: 'Festival season starts soon' });
    await draft.getByText('draft', { exact: true }).waitFor();

    graph.mode = 'feed-rate-limited';
    await draft.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Publishing Failed').waitFor();
    await draft.getByText('failed', { exact: true }).waitFor();
    graph.mode = 'ok';
    await draft.getByRole('button', { name: 'Publish' }).click();
    await toast(page, /Published to Facebook/).waitFor();
    await draft.getByText('published', { exact: true }).waitFor();
    expect(graph.posts.at(-1)!.message).toBe('Festival season starts soon: see every UK festival on Festival Finder.');

    graph.metrics[graph.posts[0]!.id] = { reactions: 12, comments: 3, shares: 2 };
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('button', { name: 'Refresh figures' }).click();
    await toast(page, 'Figures Refreshed').waitFor();
    await expect(page.getByTestId('stat-reactions').textContent()).resolves.toBe('12');
    await page.getByText('No Instagram figures: no Instagram posts published yet.').waitFor();
    await page.getByText('No X figures: no X posts published yet.').waitFor();
    await screenshot(page, 'social-media-analytics');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});

describe('compose, previews, event picker, sandbox and the queue (/social-media Publishing, 1440×900)', () => {
  it("counts each platform's limit live, picks an event by title, publishes to the sandbox and shows it in the queue", async () => {
    const { context, page } = await signedInPage();
    const [event] = (await (await fetch(`${base}/api/events?limit=1`)).json()) as Array<{ id: string; title: string }>;
    await page.goto('/social-media');
    await page.getByRole('tab', { name: 'Publishing' }).click();
    const form = page.getByRole('form', { name: 'Compose post' });

    // X and TikTok previews; a long link counts 23 on X only, one character over X's 280 refuses the save.
    await form.getByRole('checkbox', { name: /^Facebook/ }).uncheck();
    await form.getByRole('checkbox', { name: /^X/ }).check();
    await form.getByRole('checkbox', { name: /^TikTok/ }).check();
    const link = `https://festivals.example.org/${'a'.repeat(80)}`;
    await form.getByLabel('Post text').fill(`${'x'.repeat(257)} ${link}`);
    await expect(form.getByTestId('count-x').textContent()).resolves.toBe('281 / 280');
    await expect(form.getByTestId('count-tiktok').textContent()).resolves.toBe(`${258 + link.length} / 4,000`);
    await form.getByText("1 characters over X's limit.").waitFor();
    expect(await form.getByRole('button', { name: 'Save drafts' }).isDisabled()).toBe(true);
    await form.getByLabel('Post text').fill(`Sandbox trial ${link}`);
    await expect(form.getByTestId('count-x').textContent()).resolves.toBe('37 / 280');

    // The event picked by title, not pasted as an id.
    await form.getByLabel('Search events by title').fill(event!.title.slice(0, 6));
    await form.getByRole('option').filter({ hasText: event!.title }).first().click();
    await expect(form.getByTestId('picked-event').textContent()).resolves.toContain(event!.title);

    await form.getByRole('checkbox', { name: /^Sandbox/ }).check();
    await form.getByRole('button', { name: 'Save drafts' }).click();
    await toast(page, 'Drafts Saved').waitFor();
    const card = page.getByTestId('social-post').filter({ hasText: 'Sandbox trial' }).filter({ hasText: 'TikTok' }).first();
    await card.getByText('sandbox', { exact: true }).waitFor();
    const tiktokCallsBefore = tiktok.postingCalls.length;
    await card.getByRole('button', { name: 'Publish' }).click();
    await card.getByText('published', { exact: true }).waitFor();
    expect(tiktok.postingCalls.length).toBe(tiktokCallsBefore);

    const queue = page.getByLabel('Queue', { exact: true });
    const row = queue.getByTestId('queue-post').filter({ hasText: 'Sandbox trial' });
    await row.first().getByText('sandbox', { exact: true }).waitFor();
    await row.first().getByText('published', { exact: true }).waitFor();
    await queue.getByLabel('Platform filter').selectOption('x');
    await row.first().waitFor({ state: 'detached' });
    expect(await queue.getByTestId('queue-post').filter({ hasText: 'TikTok' }).count()).toBe(0);
    await queue.getByLabel('Platform filter').selectOption('tiktok');
    await row.first().getByText('sandbox', { exact: true }).waitFor();
    await screenshot(page, 'social-media-compose-queue');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});

describe('dashboard Marketing launchers', () => {
  it('opens the social screens and runs the TikTok status check', async () => {
    const { context, page } = await signedInPage();
    await page.getByRole('button', { name: 'TikTok status check' }).click();
    await toast(page, 'TikTok Status').waitFor();
    await page.getByRole('link', { name: 'Social media manager' }).click();
    await page.getByRole('heading', { name: 'Social Media Manager' }).waitFor();
    await context.close();
  });
});

describe('AI social content on /social-media (local writer over the real catalogue)', () => {
  it('writes the strategy, Instagram posts, TikTok scripts once a category is chosen and funnels, and drafts a promotion', async () => {
    const { context, page } = await signedInPage();
    const errors = watchErrors(page);
    const upcoming = (await (await fetch(`${base}/api/events/upcoming?limit=100`)).json()) as Array<{ id: string; title: string; category: string }>;
    expect(upcoming.length).toBeGreaterThan(0);
    const namesRealEvent = (text: string | null) => upcoming.some((e) => (text ?? '').includes(e.title));
    await page.goto('/social-media');

    await page.getByRole('tab', { name: 'Content Strategy' }).click();
    await page.getByTestId('strategy-post').first().waitFor();
    await page.getByText(/Written by the built-in writer .* from \d+ catalogue events\./).waitFor();
    expect(namesRealEvent(await page.getByTestId('strategy-post').first().textContent())).toBe(true);
    for (const text of await page.getByTestId('strategy-post').allTextContents()) expect((text.match(/#/g) ?? []).length).toBeLessThanOrEqual(5);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'social-media-strategy');

    await page.getByRole('tab', { name: 'Instagram' }).click();
    await page.getByTestId('instagram-post').first().waitFor();
    expect(namesRealEvent(await page.getByTestId('instagram-post').first().textContent())).toBe(true);
    await page
      .getByText(/^Photo: A square photo/)
      .first()
      .waitFor();

    await page.getByRole('tab', { name: 'TikTok', exact: true }).click();
    await page.getByText('Choose a category to write scripts for its upcoming events.').waitFor();
    await expect(page.getByTestId('tiktok-script').count()).resolves.toBe(0);
    await page.getByLabel('Category').selectOption(upcoming[0]!.category);
    await page.getByTestId('tiktok-script').first().waitFor();
    await page
      .getByText(/Hook \(0-3s\): on-screen text/)
      .first()
      .waitFor();

    await page.getByRole('tab', { name: 'Traffic Funnels' }).click();
    await page.getByText(/upcoming events link to each event's page on Festival Finder/).waitFor();
    const funnel = page.getByTestId('traffic-funnel').first();
    await funnel.getByLabel('Platform for funnel 1').selectOption('x');
    await funnel.getByRole('button', { name: 'Save as draft' }).click();
    await toast(page, 'Draft Saved').first().waitFor();
    await funnel.getByRole('button', { name: 'Saved as draft' }).waitFor();

    await page.getByRole('button', { name: 'Generate promotion' }).click();
    await toast(page, 'Please select an event to generate promotion content.').waitFor();
    await page.getByLabel('Event id', { exact: true }).last().fill(upcoming[0]!.id);
    await page.getByRole('checkbox', { name: 'X', exact: true }).check();
    await page.getByRole('button', { name: 'Generate promotion' }).click();
    await toast(page, /3 drafts are stored/).waitFor();
    await expect(page.getByTestId('promotion-post').count()).resolves.toBe(3);
    expect(await page.getByTestId('promotion-post').first().textContent()).toContain(upcoming[0]!.title);
    await screenshot(page, 'social-media-promotion');

    await page.getByRole('tab', { name: 'Publishing' }).click();
    await page.getByText(upcoming[0]!.title).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('generated items saved as drafts and scheduled in UK time', () => {
  /** "YYYY-MM-DD" of the UK date `days` from now. */
  const ukDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 864e5));

  it('saves an Instagram caption and a TikTok script as drafts, schedules the caption, refuses a past time and unschedules it', async () => {
    const { context, page } = await signedInPage();
    const errors = watchErrors(page);
    await page.goto('/social-media');
    await page.getByRole('tab', { name: 'Instagram' }).click();
    const caption = page.getByTestId('instagram-post').first();
    await caption.waitFor();
    const firstLine = ((await caption.locator('p').first().textContent()) ?? '').split('\n')[0]!.slice(0, 40);
    await caption.getByRole('button', { name: 'Save as draft' }).click();
    await toast(page, 'Draft Saved').waitFor();
    await caption.getByRole('button', { name: 'Saved as draft' }).waitFor();
    await expect(caption.getByRole('button', { name: 'Saved as draft' }).isDisabled()).resolves.toBe(true);

    const upcoming = (await (await fetch(`${base}/api/events/upcoming?limit=1`)).json()) as Array<{ category: string }>;
    await page.getByRole('tab', { name: 'TikTok', exact: true }).click();
    await page.getByLabel('Category').selectOption(upcoming[0]!.category);
    const script = page.getByTestId('tiktok-script').first();
    await script.waitFor();
    await script.getByRole('button', { name: 'Save as draft' }).click();
    await toast(page, 'Draft Saved').nth(0).waitFor();
    await script.getByRole('button', { name: 'Saved as draft' }).waitFor();

    await page.getByRole('tab', { name: 'Publishing' }).click();
    const tiktokPost = page.getByTestId('social-post').filter({ hasText: 'TikTok · ai' }).first();
    // A TikTok post about an event goes out as a photo post; Publish waits for a TikTok connection that can publish.
    await tiktokPost.getByText("Goes to TikTok as a photo post: the event's cover, with this text as its description.").waitFor();
    await page.getByText('TikTok posting:').getByText('Not ready').waitFor();
    await expect(tiktokPost.getByRole('button', { name: 'Publish' }).isDisabled()).resolves.toBe(true);
    await tiktokPost.getByRole('button', { name: 'Schedule' }).waitFor();

    const post = page.getByTestId('social-post').filter({ hasText: 'Instagram · ai' }).filter({ hasText: firstLine }).first();
    await post.getByText('draft', { exact: true }).waitFor();
    await post.getByLabel('Date (UK)').fill(ukDate(-1));
    await post.getByLabel('Time (UK)').fill('09:30');
    await post.getByRole('button', { name: 'Schedule' }).click();
    await post.getByText(/^The scheduled time must be in the future/).waitFor();

    await post.getByLabel('Date (UK)').fill(ukDate(2));
    await post.getByLabel('Time (UK)').fill('09:30');
    // The choice is written out in en-GB, whatever order the browser's own date field uses.
    await post.getByText(/^Publishes on \w{3},? \d{1,2} \w{3,4} \d{4},? 09:30 \(UK time\)\.$/).waitFor();
    await post.getByRole('button', { name: 'Schedule' }).click();
    await toast(page, 'Post Scheduled').waitFor();
    await post.getByText('scheduled', { exact: true }).waitFor();
    const [y, m, d] = ukDate(2).split('-').map(Number) as [number, number, number];
    const shown = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(Date.UTC(y, m - 1, d, 12)));
    await post.getByText(new RegExp(`^Scheduled for \\w{3},? ${shown},? 09:30 \\(UK time\\)`)).waitFor();
    await screenshot(page, 'social-media-scheduled');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await post.getByRole('button', { name: 'Unschedule' }).click();
    await toast(page, 'Post Unscheduled').waitFor();
    await post.getByText('draft', { exact: true }).waitFor();

    // Instagram and X answer the Connections check; the caption goes to Instagram with its event's cover.
    await page.getByText('Instagram:').first().getByText('Connected').waitFor();
    await page.getByRole('button', { name: 'Check X' }).click();
    await toast(page, 'X Connected').waitFor();
    await post.getByRole('button', { name: 'Publish' }).click();
    await toast(page, /Published to Instagram/).waitFor();
    await post.getByText('published', { exact: true }).waitFor();
    expect(graph.igMedia.at(-1)!.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/events\/[0-9a-f-]+\/cover\.jpg$/);

    // Connected with video.publish, the TikTok script goes out as a photo post with its event's cover.
    await page.goto('/tiktok-integration');
    await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: /Authorize with TikTok|Reconnect/ }).click()]);
    await toast(page, 'TikTok Connected').waitFor();
    await page.goto('/social-media');
    await page.getByRole('tab', { name: 'Publishing' }).click();
    await page.getByText('TikTok posting:').getByText('Connected').waitFor();
    const tiktokDraft = page.getByTestId('social-post').filter({ hasText: 'TikTok · ai' }).first();
    await tiktokDraft.getByRole('button', { name: 'Publish' }).click();
    await toast(page, /Published to TikTok/).waitFor();
    await tiktokDraft.getByText('published', { exact: true }).waitFor();
    expect(tiktok.photoPosts.at(-1)!.body.source_info!.photo_images![0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/events\/[0-9a-f-]+\/cover\.jpg$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
