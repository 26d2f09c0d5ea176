import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/time/clock';
import { MailDispatcher } from '../contracts/mail-dispatcher.port';
import { OutgoingMail } from '../domain/outgoing-mail';
import { backoffMs, MAX_ATTEMPTS } from '../domain/retry-policy';
import { MailTransport } from '../application/ports/mail-transport.port';

/** A claimed row is re-claimable only after this lease; it is far longer than the SMTP timeouts. */
const LEASE_MS = 120_000;
// Sent in parallel per claim; with the pooled SMTP transport this is what sets the delivery rate of a campaign.
const BATCH = 50;

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attempts: number;
}

/**
 * Sends outbox rows. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several workers (or app
 * instances) never pick the same row; a row is marked sent right after the transport accepts it.
 */
@Injectable()
export class PostgresMailDispatcher implements MailDispatcher {
  private readonly logger = new Logger('MailDispatcher');
  private inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: DataSource,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
  ) {}

  async dispatchDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim(null);
      if (batch.length === 0) return sent;
      sent += (await Promise.all(batch.map((row) => this.deliver(row)))).filter(Boolean).length;
      if (batch.length < BATCH) return sent;
    }
  }

  async sendNow(ids: string[], timeoutMs: number): Promise<boolean> {
    if (ids.length === 0) return true;
    const work = this.track(
      (async () => {
        const rows = await this.claim(ids);
        const delivered = (await Promise.all(rows.map((r) => this.deliver(r)))).every(Boolean);
        // Rows the poller claimed first: wait for its verdict instead of reporting a delivery issue.
        if (delivered && rows.length < ids.length) return this.waitUntilSent(ids, Date.now() + timeoutMs);
        return delivered;
      })(),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([work.catch(() => false), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async waitUntilSent(ids: string[], deadline: number): Promise<boolean> {
    while (Date.now() < deadline) {
      const [{ sent }] = await this.db.query(`SELECT count(*)::int AS sent FROM outbound_mail WHERE id = ANY($1::uuid[]) AND status = 'sent'`, [ids]);
      if (sent === ids.length) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p)).catch(() => undefined);
    return p;
  }

  private async claim(ids: string[] | null): Promise<ClaimedRow[]> {
    const now = this.clock.now();
    const [rows] = (await this.db.query(
      `UPDATE outbound_mail SET status = 'sending', attempts = attempts + 1, locked_until = $2
       WHERE id IN (
         SELECT id FROM outbound_mail
         WHERE (status = 'pending' OR (status = 'sending' AND locked_until < $1))
           AND next_attempt_at <= $1
           AND ($3::uuid[] IS NULL OR id = ANY($3::uuid[]))
         ORDER BY next_attempt_at
         LIMIT ${BATCH}
         FOR UPDATE SKIP LOCKED)
       RETURNING id, to_address, subject, html, text, headers, attempts`,
      [now, new Date(now.getTime() + LEASE_MS), ids],
    )) as [ClaimedRow[], number];
    return rows;
  }

  private async deliver(row: ClaimedRow): Promise<boolean> {
    const mail: OutgoingMail = { id: row.id, to: row.to_address, subject: row.subject, html: row.html, text: row.text, headers: row.headers };
    try {
      await this.transport.send(mail);
    } catch (error) {
      await this.recordFailure(row, error);
      return false;
    }
    await this.db.query(`UPDATE outbound_mail SET status = 'sent', sent_at = $2, locked_until = NULL, last_error = NULL, transport = $3 WHERE id = $1`, [
      row.id,
      this.clock.now(),
      this.transport.name,
    ]);
    return true;
  }

  private async recordFailure(row: ClaimedRow, error: unknown): Promise<void> {
    const message = String((error as Error)?.message ?? error).slice(0, 500);
    if (isPermanentRejection(error)) {
      // A 5xx answer to the recipient or the message is final: retrying cannot help, the address bounced.
      await this.db.query(`UPDATE outbound_mail SET status = 'bounced', locked_until = NULL, last_error = $2 WHERE id = $1`, [row.id, message]);
      this.logger.warn(`mail ${row.id} bounced: ${message}`);
      return;
    }
    const parked = row.attempts >= MAX_ATTEMPTS;
    const next = new Date(this.clock.now().getTime() + backoffMs(row.attempts));
    await this.db.query(`UPDATE outbound_mail SET status = $2, next_attempt_at = $3, locked_until = NULL, last_error = $4 WHERE id = $1`, [
      row.id,
      parked ? 'failed' : 'pending',
      next,
      message,
    ]);
    if (parked) this.logger.error(`mail ${row.id} parked as failed after ${row.attempts} attempts: ${message}`);
    else this.logger.warn(`mail ${row.id} attempt ${row.attempts} failed (${message}); retry at ${next.toISOString()}`);
  }
}

/** SMTP 5xx (nodemailer's `responseCode`), e.g. 550 mailbox unavailable; 4xx and network errors are retried. */
function isPermanentRejection(error: unknown): boolean {
  const code = Number((error as { responseCode?: unknown })?.responseCode);
  return code >= 500 && code < 600;
}
