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
}
