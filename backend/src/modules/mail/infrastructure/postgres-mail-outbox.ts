import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/time/clock';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { MailOutbox, MailRequest } from '../contracts/mail-outbox.port';

/** MailOutbox on the outbound_mail table; its unique idempotency key makes a repeated request return the first row. */
@Injectable()
export class PostgresMailOutbox implements MailOutbox {
  constructor(private readonly clock: Clock) {}

  async enqueue(tx: Transaction, mail: MailRequest): Promise<string> {
    const transaction = entityManagerOf(tx);
    const now = this.clock.now();
    const rows = (await transaction.query(
      `INSERT INTO outbound_mail (id, idempotency_key, category, to_address, subject, html, text, headers, status, attempts, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, 'pending', 0, $9, $9)
       ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
       RETURNING id`,
      [randomUUID(), mail.idempotencyKey, mail.category, mail.to, mail.subject, mail.html, mail.text, JSON.stringify(mail.headers ?? {}), now],
    )) as Array<{ id: string }>;
    return rows[0].id;
  }

  async enqueueMany(tx: Transaction, mails: MailRequest[], notBefore?: (index: number) => Date): Promise<Map<string, string>> {
    if (mails.length === 0) return new Map();
    const now = this.clock.now();
    const rows = (await entityManagerOf(tx).query(
      `INSERT INTO outbound_mail (id, idempotency_key, category, to_address, subject, html, text, headers, status, attempts, next_attempt_at, created_at)
       SELECT id, key, category, to_address, subject, html, text, headers::jsonb, 'pending', 0, due, $10
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])
           AS m(id, key, category, to_address, subject, html, text, headers, due)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id, idempotency_key`,
      [
        mails.map(() => randomUUID()),
        mails.map((m) => m.idempotencyKey),
        mails.map((m) => m.category),
        mails.map((m) => m.to),
        mails.map((m) => m.subject),
        mails.map((m) => m.html),
        mails.map((m) => m.text),
        mails.map((m) => JSON.stringify(m.headers ?? {})),
        mails.map((_, i) => notBefore?.(i) ?? now),
        now,
      ],
    )) as Array<{ id: string; idempotency_key: string }>;
    return new Map(rows.map((r) => [r.idempotency_key, r.id]));
  }
}
