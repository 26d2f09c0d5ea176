import { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createApp } from '../../../bootstrap';
import { AppConfig } from '../../../platform/config/app-config';
import { freePort } from '../../../platform/testing/free-port';
import { createTestDatabase } from '../../../platform/testing/test-database';
import { Clock } from '../../../platform/time/clock';
import { MailDispatcher } from '../application/mail-dispatcher';

export interface VisitorTestApp {
  app: INestApplication;
  base: string;
  db: DataSource;
  dispatcher: MailDispatcher;
  close(): Promise<void>;
  /** fetch with a chosen client IP (trust proxy is loopback, so X-Forwarded-For from the test counts). */
  post(path: string, body: unknown, ip?: string): Promise<Response>;
}

/**
 * The whole app on a real port with a fresh database. The outbox poller is off (MAIL_OUTBOX_POLL_MS=0) so
 * tests drive the dispatcher themselves; links in mails point at the real port.
 */
export async function startVisitorTestApp(options: { clock?: Clock; smtpUrl?: string; pollMs?: number } = {}): Promise<VisitorTestApp> {
  const url = await createTestDatabase('ff_visitor');
  const port = await freePort();
  const config = AppConfig.fromEnv(
    {},
    {
      DATABASE_URL: url,
      LOG_LEVEL: 'error',
      SEED_CATALOGUE: 'false',
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      MAIL_OUTBOX_POLL_MS: String(options.pollMs ?? 0),
      MAIL_SEND_NOW_TIMEOUT_MS: '3000',
      SMTP_URL: options.smtpUrl,
    },
  );
  const app = await createApp({ config, clock: options.clock, seed: false });
  await app.listen(port, '127.0.0.1');
  const base = `http://127.0.0.1:${port}`;
  const dispatcher = app.get(MailDispatcher);
  return {
    app,
    base,
    db: app.get(DataSource),
    dispatcher,
    post: (path, body, ip = '10.0.0.1') =>
      fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) }),
    async close() {
      await dispatcher.drain();
      await app.close();
    },
  };
}

