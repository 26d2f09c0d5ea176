import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, QueryRunner } from 'typeorm';
import { OperationsLog } from '../../../platform/operations/operations-log';
import { Clock } from '../../../platform/time/clock';
import { MailDispatcher } from '../contracts/mail-dispatcher.port';
import { OutgoingMail } from '../domain/outgoing-mail';
import { backoffMs, MAX_ATTEMPTS } from '../domain/retry-policy';
import { MailTransport } from '../application/ports/mail-transport.port';

/** A claimed row whose claimant cannot be checked is re-claimable only after this lease; far longer than the SMTP timeouts. */
const LEASE_MS = 120_000;

export interface DispatchOptions {
  /** Mails handed to the transport at once (claimed together): the most a crash can leave uncertain. */
  maxInFlight: number;
  /** What to do with mails a dead sender left 'sending': send again (default) or record them and skip. */
  uncertainPolicy: 'resend' | 'skip';
}

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
 * Sends outbox rows. Rows are claimed with FOR UPDATE SKIP LOCKED, at most `maxInFlight` at a time, so several
 * workers (or app instances) never pick the same row; each row is marked sent the moment its SMTP transaction ends.
 * Every dispatcher holds a session advisory lock named after its claimant id while alive: a row left 'sending' whose
 * claimant's lock is free was left by a dead process (kill -9, power loss) and is handled as uncertain at once.
 */
export class PostgresMailDispatcher implements MailDispatcher {
  private readonly logger = new Logger('MailDispatcher');
  private inFlight = new Set<Promise<unknown>>();
  /** This process's claimant id, stored on the rows it claims. */
  readonly claimant = randomUUID();
  private life: Promise<QueryRunner> | null = null;
  private readonly options: DispatchOptions;

  constructor(
    private readonly db: DataSource,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly operations: OperationsLog,
    options: Partial<DispatchOptions> = {},
  ) {
    this.options = { maxInFlight: 10, uncertainPolicy: 'resend', ...options };
  }

  async dispatchDue(): Promise<number> {
    await this.recoverUncertain();
    const limit = this.options.maxInFlight;
    const running = new Set<Promise<void>>();
    let sent = 0;
    let more = true;
    // A sliding window: slots are refilled as sends end (no wait for the slowest of a batch), never above the limit;
    // refills are claimed half a window at a time so a claim query is not paid per mail.
    while (more || running.size > 0) {
      const free = limit - running.size;
      if (more && free >= Math.max(1, Math.floor(limit / 2))) {
        const rows = await this.claim(null, free);
        if (rows.length < free) more = false;
        for (const row of rows) {
          const send: Promise<void> = this.deliver(row)
            .then((ok) => {
              if (ok) sent += 1;
            })
            .finally(() => running.delete(send));
          running.add(send);
        }
      }
      if (running.size > 0) await Promise.race(running);
    }
    return sent;
  }

  /**
   * Rows left 'sending' by a dead claimant (its advisory lock is free) or past their lease: the server may or may not
   * have accepted them, and no protocol can tell. Recorded as uncertain (`uncertain_at`, an operations-log row) and,
   * per NEWSLETTER_RESEND_UNCERTAIN, queued again (`resend`: a possible duplicate, same Message-ID) or closed as
   * `uncertain` (`skip`: a possible miss). Answers how many were found.
   */
  async recoverUncertain(): Promise<number> {
    await this.alive();
    const now = this.clock.now();
    const skip = this.options.uncertainPolicy === 'skip';
    // pg_try_advisory_xact_lock succeeds only when no live session holds the claimant's lock; it is let go at commit.
    const [rows] = (await this.db.query(
      `UPDATE outbound_mail SET status = $3, uncertain_at = $1, next_attempt_at = $1, locked_until = NULL,
              last_error = 'left mid-send by a crash: the server may have accepted it'
        WHERE status = 'sending' AND claimed_by IS DISTINCT FROM $2
          AND (locked_until < $1 OR (claimed_by IS NOT NULL AND pg_try_advisory_xact_lock(${CLAIMANT_KEY})))
        RETURNING id, category`,
      [now, this.claimant, skip ? 'uncertain' : 'pending'],
    )) as [Array<{ id: string; category: string }>, number];
    if (rows.length === 0) return 0;
    const byCategory: Record<string, number> = {};
    for (const r of rows) byCategory[r.category] = (byCategory[r.category] ?? 0) + 1;
    const message = `${rows.length} mail(s) left mid-send by a crash are uncertain (the server may have accepted them): ${skip ? 'skipped, not sent again' : 'queued to send again'}`;
    this.logger.warn(message);
    await this.operations.record('mail.uncertain', true, { message, data: { count: rows.length, policy: this.options.uncertainPolicy, byCategory } });
    return rows.length;
  }

  /** Takes this claimant's advisory lock on a connection of its own, held for the life of the process. */
  private alive(): Promise<QueryRunner> {
    this.life ??= (async () => {
      const runner = this.db.createQueryRunner();
      await runner.connect();
      await runner.query(`SELECT pg_advisory_lock(hashtextextended('mail-claimant:' || $1::text, 0))`, [this.claimant]);
      return runner;
    })().catch((error: unknown) => {
      this.life = null;
      throw error;
    });
    return this.life;
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
    const life = this.life;
    this.life = null;
    if (life) await (await life.catch(() => null))?.release();
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p)).catch(() => undefined);
    return p;
  }

  private async claim(ids: string[] | null, limit = this.options.maxInFlight): Promise<ClaimedRow[]> {
    await this.alive(); // never claim without holding the lock that tells others this claimant lives
    const now = this.clock.now();
    // Only pending rows: a row left 'sending' goes through recoverUncertain first, so it is never resent unrecorded.
    const [rows] = (await this.db.query(
      `UPDATE outbound_mail SET status = 'sending', attempts = attempts + 1, locked_until = $2, claimed_by = $4
       WHERE id IN (
         SELECT id FROM outbound_mail
         WHERE status = 'pending'
           AND next_attempt_at <= $1
           AND ($3::uuid[] IS NULL OR id = ANY($3::uuid[]))
         ORDER BY next_attempt_at
         LIMIT $5
         FOR UPDATE SKIP LOCKED)
       RETURNING id, to_address, subject, html, text, headers, attempts`,
      [now, new Date(now.getTime() + LEASE_MS), ids, this.claimant, limit],
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
    // The server has answered 250 to the end of DATA: mark this row alone, now, so a crash can leave at most the
    // rows still in flight unmarked.
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

/** The claimant's advisory-lock key (64-bit hash of its id), shared by alive() and recoverUncertain(). */
const CLAIMANT_KEY = `hashtextextended('mail-claimant:' || claimed_by::text, 0)`;

/** SMTP 5xx (nodemailer's `responseCode`), e.g. 550 mailbox unavailable; 4xx and network errors are retried. */
function isPermanentRejection(error: unknown): boolean {
  const code = Number((error as { responseCode?: unknown })?.responseCode);
  return code >= 500 && code < 600;
}
