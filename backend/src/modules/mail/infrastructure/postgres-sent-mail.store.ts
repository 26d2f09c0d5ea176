import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SentMailMessage, SentMailParams, SentMailRow, SentMailStore } from '../application/ports/sent-mail.store.port';

const COLUMNS = 'id, category, to_address, subject, status, attempts, last_error, transport, created_at, sent_at';
const toRow = (r: Record<string, unknown>): SentMailRow => ({
  id: String(r.id),
  category: String(r.category),
  to: String(r.to_address),
  subject: String(r.subject),
  status: r.status as SentMailRow['status'],
  attempts: Number(r.attempts),
  lastError: (r.last_error as string) ?? null,
  transport: (r.transport as string) ?? null,
  createdAt: new Date(r.created_at as string).toISOString(),
  sentAt: r.sent_at ? new Date(r.sent_at as string).toISOString() : null,
});

@Injectable()
export class PostgresSentMailStore extends SentMailStore {
  constructor(private readonly db: DataSource) {
    super();
  }

  async list(p: SentMailParams): Promise<{ items: SentMailRow[]; total: number }> {
    const args: unknown[] = [p.status ?? null, p.category ?? null, p.q ? `%${p.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null];
    const where = `($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR category = $2) AND ($3::text IS NULL OR lower(to_address) LIKE $3 OR lower(subject) LIKE $3)`;
    const [rows, [{ n }]] = await Promise.all([
      this.db.query(`SELECT ${COLUMNS} FROM outbound_mail WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`, [
        ...args,
        p.limit,
        (p.page - 1) * p.limit,
      ]),
      this.db.query(`SELECT count(*)::int AS n FROM outbound_mail WHERE ${where}`, args),
    ]);
    return { items: (rows as Array<Record<string, unknown>>).map(toRow), total: n as number };
  }

  async get(id: string): Promise<SentMailMessage | null> {
    const rows: Array<Record<string, unknown>> = await this.db.query(`SELECT ${COLUMNS}, html, text, headers FROM outbound_mail WHERE id = $1`, [id]);
    if (!rows[0]) return null;
    return { ...toRow(rows[0]), html: String(rows[0].html), text: String(rows[0].text), headers: (rows[0].headers as Record<string, string>) ?? {} };
  }

  async purgeSentBefore(cutoff: Date): Promise<number> {
    const [, mails] = (await this.db.query(`DELETE FROM outbound_mail WHERE status = 'sent' AND sent_at < $1`, [cutoff])) as [unknown, number];
    return mails;
  }
}
