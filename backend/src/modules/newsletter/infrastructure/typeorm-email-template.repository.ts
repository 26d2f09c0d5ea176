import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { appendToEventLog } from '../../../platform/event-log/event-log.writer';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { EmailTemplateRepository, EmailTemplateView } from '../application/ports/email-template.repository.port';
import { EmailTemplate } from '../domain/email-template';
import { EmailTemplateMapper } from './email-template.mapper';

const COLUMNS = 'id, name, subject, type, content, last_used_at, created_at, updated_at, version';
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const toView = (r: Record<string, unknown>): EmailTemplateView => ({
  id: String(r.id),
  name: String(r.name),
  subject: String(r.subject),
  type: String(r.type),
  content: String(r.content),
  lastUsed: iso(r.last_used_at),
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

@Injectable()
export class TypeOrmEmailTemplateRepository extends EmailTemplateRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async list() {
    const rows: Array<Record<string, unknown>> = await this.db.query(`SELECT ${COLUMNS} FROM newsletter_templates ORDER BY name, id`);
    return rows.map(toView);
  }

  async view(id: string) {
    const rows: Array<Record<string, unknown>> = await this.db.query(`SELECT ${COLUMNS} FROM newsletter_templates WHERE id = $1`, [id]);
    return rows[0] ? toView(rows[0]) : null;
  }

  async load(tx: Transaction, id: string) {
    const rows: Array<Record<string, unknown>> = await entityManagerOf(tx).query(`SELECT ${COLUMNS} FROM newsletter_templates WHERE id = $1 FOR UPDATE`, [id]);
    const r = rows[0];
    if (!r) return null;
    return EmailTemplateMapper.toDomain(r);
  }

  async insert(tx: Transaction, t: EmailTemplate) {
    const m = entityManagerOf(tx);
    const s = t.state;
    await m.query(
      `INSERT INTO newsletter_templates (id, name, subject, type, content, last_used_at, created_at, updated_at, version) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [t.id, s.name, s.subject, s.type, s.content, s.lastUsedAt, s.createdAt, s.updatedAt, t.version],
    );
    await appendToEventLog(m, t.streamType, t.id, t.loadedVersion, t.pendingEvents);
  }

  async save(tx: Transaction, t: EmailTemplate) {
    const m = entityManagerOf(tx);
    const s = t.state;
    await m.query(`UPDATE newsletter_templates SET name = $2, subject = $3, type = $4, content = $5, updated_at = $6, version = $7 WHERE id = $1`, [
      t.id,
      s.name,
      s.subject,
      s.type,
      s.content,
      s.updatedAt,
      t.version,
    ]);
    await appendToEventLog(m, t.streamType, t.id, t.loadedVersion, t.pendingEvents);
  }

  async delete(tx: Transaction, t: EmailTemplate) {
    const m = entityManagerOf(tx);
    await m.query(`DELETE FROM newsletter_templates WHERE id = $1`, [t.id]);
    await appendToEventLog(m, t.streamType, t.id, t.loadedVersion, t.pendingEvents);
  }
}
