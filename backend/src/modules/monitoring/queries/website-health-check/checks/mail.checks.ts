import { HealthCheck } from '../../../application/health-check';
import { HealthFacts } from '../../../application/ports/health-facts.port';
import { grade, THRESHOLDS } from './thresholds';

type Result = Omit<HealthCheck, 'name' | 'responseTime'>;

/** The mail outbox: what is waiting, how long the oldest due mail has waited, what failed lately. */
export async function emailServiceHealth(facts: HealthFacts, now: Date, transport: 'smtp' | 'stored'): Promise<Result> {
  const row = await facts.mailOutbox(now);
  const waitMinutes = row.oldestDueWaitSeconds ? Math.round(row.oldestDueWaitSeconds / 6) / 10 : 0;
  const wait = grade(waitMinutes, THRESHOLDS.mailWaitMinutes);
  const failed =
    row.failedLastDay >= THRESHOLDS.mailFailedLastDay.fail ? 'fail' : row.failedLastDay >= THRESHOLDS.mailFailedLastDay.warning ? 'warning' : 'pass';
  const status = wait === 'fail' || failed === 'fail' ? 'fail' : wait === 'warning' || failed === 'warning' ? 'warning' : 'pass';
  const parts = [`${row.pending} waiting`, `${row.sentLastDay} sent and ${row.failedLastDay} failed in the last 24 h`];
  if (waitMinutes > 0) parts.push(`oldest due mail waiting ${waitMinutes} min`);
  return {
    status,
    message: `Mail outbox (${transport}): ${parts.join(', ')}`,
    details: { transport, pending: row.pending, failedLastDay: row.failedLastDay, sentLastDay: row.sentLastDay, oldestDueWaitMinutes: waitMinutes },
  };
}

/** Subscribers table reachable; newsletter mail waiting in the outbox. */
export async function newsletterSystem(facts: HealthFacts): Promise<Result> {
  const n = await facts.newsletter();
  return {
    status: n.mailFailed > 0 ? 'warning' : 'pass',
    message: `${n.activeSubscribers} active subscribers, ${n.unconfirmedSubscribers} awaiting confirmation; ${n.mailWaiting} newsletter mails waiting, ${n.mailFailed} failed`,
    details: {
      activeSubscribers: n.activeSubscribers,
      unconfirmedSubscribers: n.unconfirmedSubscribers,
      newsletterMailWaiting: n.mailWaiting,
      newsletterMailFailed: n.mailFailed,
    },
  };
}
