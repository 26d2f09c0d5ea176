import { Response } from 'express';
import { DomainError } from '../../../platform/domain/domain-error';
import { NewsletterPages } from './newsletter.pages';

/** Links opened from a mail answer with a small HTML page, never JSON; rate limits become a 429 page. */
export async function sendNewsletterPage(res: Response, render: () => Promise<[number, string]>): Promise<void> {
  let status: number;
  let html: string;
  try {
    [status, html] = await render();
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === 'rate-limited')) throw error;
    [status, html] = [429, NewsletterPages.tooMany()];
    res.setHeader('Retry-After', String(error.details?.retryAfterSeconds ?? 60));
  }
  res.status(status).setHeader('Cache-Control', 'no-store').type('html').send(html);
}
