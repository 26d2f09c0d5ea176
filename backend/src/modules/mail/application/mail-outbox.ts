import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Clock } from '../../../platform/time/clock';
import { MailRequest } from '../domain/outgoing-mail';

/**
 * Writes a mail into outbound_mail inside the caller's transaction, so the mail exists if and only if the
 * command committed. The idempotency key is unique: the same request can never queue a second copy.
 */
@Injectable()
export class MailOutbox {
  constructor(private readonly clock: Clock) {}

  /** Returns the row id (the existing one when this idempotency key was already queued). */
  async enqueue(manager: EntityManager, mail: MailRequest): Promise<string> {
    const now = this.clock.now();
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO outbound_mail (id, idempotency_key, category, to_address, subject, html, text, headers, status, attempts, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, 'pending', 0, $9, $9)
       ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
       RETURNING id`,
      [randomUUID(), mail.idempotencyKey, mail.category, mail.to, mail.subject, mail.html, mail.text, JSON.stringify(mail.headers ?? {}), now],
    );
    return rows[0].id;
  }
}
