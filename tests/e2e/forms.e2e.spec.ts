import type { Browser, Page } from 'playwright-core';
import { VERIFICATION_QUESTIONS } from '../../backend/src/modules/contact/domain/verification-questions';
import { appReady, launch, newContext, screenshot, scrollTo } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const unique = () => `visitor-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

/** Answers the verification question shown on the page, as a person would. */
async function answerFor(page: Page): Promise<string> {
  const label = page.getByText(/^Verification: /);
  await label.filter({ hasNotText: 'loading question' }).waitFor();
  const text = (await label.textContent()) ?? '';
  const match = VERIFICATION_QUESTIONS.find((q) => text.includes(q.question));
  if (!match) throw new Error(`unknown verification question in "${text}"`);
  return match.answer;
}

async function fillContact(page: Page) {
  await page.getByLabel(/^Name/).fill("Siân O'Neil");
  await page.getByLabel(/^Email/).fill(unique());
  await page.getByLabel(/^Inquiry type/).selectOption('partnership');
  await page.getByLabel(/^Subject/).fill('Partnering on a folk weekend');
  // By role: a "Message sent" toast is also labelled "Message…".
  await page.getByRole('textbox', { name: /^Message/ }).fill('We run a folk weekend in Wales and would like to talk about a partnership.');
}

/** Every verification question the page draws (GET /api/contact/challenge), in order. */
function watchChallenges(page: Page): string[] {
  const ids: string[] = [];
  page.on('response', (res) => {
    if (res.request().method() !== 'GET' || !res.url().endsWith('/api/contact/challenge') || res.status() !== 200) return;
    res.json().then(
      (body: { id: string }) => ids.push(body.id),
      () => undefined,
    );
  });
  return ids;
}

async function waitFor(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('contact form against the real server', () => {
  it('draws a new question after a wrong answer, sends with the right one, and draws another for the next message', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const challenges = watchChallenges(page);
    await page.goto('/contact');
    await fillContact(page);
    await answerFor(page);
    expect(challenges).toHaveLength(1);
    const answerField = page.getByLabel(/^Verification: /);
    await answerField.fill('definitely wrong');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message').first().waitFor();
    await page
      .getByText(/incorrect/i)
      .first()
      .waitFor();
    // The wrong answer spent the challenge: the page draws a new one and clears the answer.
    await waitFor('a second question', () => challenges.length === 2);
    expect(challenges[1]).not.toBe(challenges[0]);
    const answer = await answerFor(page);
    expect(await answerField.inputValue()).toBe('');
    await screenshot(page, 'contact-wrong-answer');

    await answerField.fill(answer);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('contact-thanks').waitFor();
    await page.getByText('Message sent successfully!').waitFor();
    await screenshot(page, 'contact-sent');
    await waitFor('a question for the next message', () => challenges.length === 3);
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('');
    expect(await answerField.inputValue()).toBe('');
    await answerFor(page);
    expect(challenges[2]).not.toBe(challenges[1]);
    await context.close();
  });

  it('draws a new question when the server says the challenge was already used', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const challenges = watchChallenges(page);
    await page.goto('/contact');
    await fillContact(page);
    const answerField = page.getByLabel(/^Verification: /);
    await answerField.fill(await answerFor(page));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('contact-thanks').waitFor();
    const spent = challenges[0];
    await waitFor('a question for the next message', () => challenges.length === 2);
    await page.getByRole('button', { name: 'Send Another Message' }).click();

    // Replay the spent challenge id with the new question's answer, as a stale tab would.
    await page.route('**/api/contact', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, challengeId: spent }) });
    });
    await fillContact(page);
    await answerField.fill(await answerFor(page));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByText(/expired/i)
      .first()
      .waitFor();
    await waitFor('a third question', () => challenges.length === 3);
    await answerFor(page);
    expect(await answerField.inputValue()).toBe('');
    await page.unroute('**/api/contact');
    await answerField.fill(await answerFor(page));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('contact-thanks').waitFor();
    await context.close();
  });
});

describe('newsletter and early access sign-ups', () => {
  it('the home block rejects an empty email and confirms a subscription', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const block = page.getByTestId('newsletter-block');
    await scrollTo(page, block);
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Email required').waitFor();
    await block.getByLabel('Email address').fill(unique());
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Successfully subscribed!').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('newsletter-subscribed'))).toBe('true');
    await context.close();
  });

  it('the pop-up subscribes and never shows again', async () => {
    const context = await newContext(browser, undefined, { quiet: false });
    await context.addInitScript(() => localStorage.setItem('gdpr-accepted', 'true'));
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    await page.goto('/help');
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: 'Help Centre' }).waitFor();
    await page.clock.fastForward(10_500);
    const popup = page.getByTestId('newsletter-popup');
    await popup.waitFor();
    expect(await popup.getByRole('button', { name: 'Subscribe Now' }).isDisabled()).toBe(true);
    await popup.getByPlaceholder('Enter your email address').fill(unique());
    await popup.getByRole('button', { name: 'Subscribe Now' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('newsletter-subscribed'))).toBe('true');
    await context.close();
  });

  it('an early-access page validates the email and shows the server message', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/mobile-app');
    await page.getByTestId('launch-label').waitFor();
    expect(await page.getByTestId('launch-label').textContent()).toMatch(/^Launching /);
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await page.getByText('Invalid Email').waitFor();
    await page.getByLabel('Email address').fill(unique());
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await page.getByText('Welcome to Early Access!').waitFor();
    await page.getByText(/Check your email for confirmation\.$/).waitFor();
    await screenshot(page, 'early-access');
    await context.close();
  });
});
