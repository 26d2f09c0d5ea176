import type { Transporter } from 'nodemailer';
import { loadNodemailer } from '../../../platform/packages/on-demand';
import { MailTransport } from '../application/ports/mail-transport.port';
import { OutgoingMail } from '../domain/outgoing-mail';

/** SMTP through nodemailer (`SMTP_URL`, e.g. smtp://user:pass@host:587 or smtps://host:465). */
export class SmtpMailTransport extends MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    private readonly messageIdDomain: string,
  ) {
    super();
    this.transporter = loadNodemailer().createTransport(withPoolSettings(url));
  }

  async send(mail: OutgoingMail): Promise<void> {
    // A campaign's sender and reply-to (newsletter settings) travel as headers; nodemailer sets them as fields.
    const { From: from, 'Reply-To': replyTo, ...headers } = mail.headers;
    await this.transporter.sendMail({
      from: from ?? this.from,
      replyTo,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers,
      // Stable per outbox row: if a crash ever forces a resend, receivers can recognise the duplicate.
      messageId: `<${mail.id}@${this.messageIdDomain}>`,
    });
  }

  override async verify(): Promise<void> {
    await this.transporter.verify();
  }

  override async close(): Promise<void> {
    this.transporter.close();
  }
}

/**
 * Pooled: a campaign sends thousands of mails, and reusing a few connections is what makes hundreds a second possible
 * (a new connection per mail also waits for the server's greeting). Short timeouts: a stuck server must not hold a
 * request; the outbox retries later. Given as URL parameters because nodemailer reads a URL's options from the URL
 * alone (an options object beside it is ignored); parameters already in SMTP_URL win.
 */
const POOL_SETTINGS = { pool: 'true', maxConnections: '10', maxMessages: '500', connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '20000' };

export function withPoolSettings(url: string): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(POOL_SETTINGS)) if (!target.searchParams.has(name)) target.searchParams.set(name, value);
  return target.toString();
}
