/**
 * The outbox sender alone, as a process of its own, for tests that kill it with SIGKILL mid-send: the same dispatcher,
 * SMTP transport, operations log and settings (validated by AppConfig) the site runs, on DATABASE_URL and SMTP_URL.
 * Prints `ready` once it holds its claimant lock; polls every 20 ms until killed.
 */
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../platform/config/app-config';
import { OperationsLog } from '../../../platform/operations/operations-log';
import { SystemClock } from '../../../platform/time/clock';
import { PostgresMailDispatcher } from '../infrastructure/postgres-mail-dispatcher';
import { SmtpMailTransport } from '../infrastructure/smtp-mail.transport';

async function main(): Promise<void> {
  const config = AppConfig.fromEnv(process.env);
  const { DATABASE_URL: url, SMTP_URL: smtpUrl } = config.values;
  if (!url || !smtpUrl) throw new Error('DATABASE_URL and SMTP_URL are required');
  const db = await new DataSource({ type: 'postgres', url, poolSize: 5 }).initialize();
  const clock = new SystemClock();
  const transport = new SmtpMailTransport(smtpUrl, config.values.MAIL_FROM, 'crash.test');
  const dispatcher = new PostgresMailDispatcher(db, transport, clock, new OperationsLog(db, clock), {
    maxInFlight: config.values.MAIL_MAX_IN_FLIGHT,
    uncertainPolicy: config.values.NEWSLETTER_RESEND_UNCERTAIN,
  });
  const recovered = await dispatcher.recoverUncertain();
  process.stdout.write(`ready ${recovered}\n`);
  for (;;) {
    await dispatcher.dispatchDue();
    await new Promise((r) => setTimeout(r, 20));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
