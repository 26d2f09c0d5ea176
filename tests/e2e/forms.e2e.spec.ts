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
  await page.getByLabel(/^Message/).fill('We run a folk weekend in Wales and would like to talk about a partnership.');
}

describe('contact form against the real server', () => {
  it('shows the server field error for a wrong answer, then sends with the right one', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/contact');
    await fillContact(page);
    await answerFor(page);
    await page.getByLabel(/^Verification: /).fill('definitely wrong');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message').first().waitFor();
    await page.getByText(/incorrect/i).first().waitFor();
    await screenshot(page, 'contact-wrong-answer');

    await page.getByLabel(/^Verification: /).fill(await answerFor(page));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('contact-thanks').waitFor();
    await page.getByText('Message sent successfully!').waitFor();
    await screenshot(page, 'contact-sent');
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('');
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
