import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ConsumedChallenge, ContactChallengeStore } from '../application/ports/contact-challenge.store.port';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class PostgresContactChallengeStore extends ContactChallengeStore {
  constructor(private readonly db: DataSource) {
    super();
  }

  async issue(question: string, answer: string, now: Date, ttlMs: number): Promise<string> {
    const id = randomUUID();
    await this.db.query(`INSERT INTO contact_challenges (id, question, answer, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
      id,
      question,
      answer,
      now,
      new Date(now.getTime() + ttlMs),
    ]);
    return id;
  }

  async consume(id: string, now: Date): Promise<ConsumedChallenge> {
    if (!UUID_RE.test(id)) return { status: 'unknown' };
    // One statement: of two concurrent submissions with the same id, exactly one gets the answer.
    const [rows] = (await this.db.query(`UPDATE contact_challenges SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING answer, expires_at`, [
      id,
      now,
    ])) as [Array<{ answer: string; expires_at: Date }>, number];
    if (rows.length === 0) return { status: 'unknown' };
    if (new Date(rows[0].expires_at).getTime() < now.getTime()) return { status: 'expired' };
    return { status: 'ok', answer: rows[0].answer };
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    const [, count] = (await this.db.query(`DELETE FROM contact_challenges WHERE expires_at < $1`, [cutoff])) as [unknown, number];
    return count;
  }
}
