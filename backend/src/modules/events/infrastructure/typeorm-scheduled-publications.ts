import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DuePublication, ScheduledPublications } from '../application/ports/scheduled-publications.port';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class TypeOrmScheduledPublications extends ScheduledPublications {
  constructor(private readonly db: DataSource) {
    super();
  }

  async due(now: Date, limit: number): Promise<DuePublication[]> {
    const rows: Array<{ id: string; version: number; publish_at: Date }> = await this.db.query(
      `SELECT id, version, publish_at FROM events WHERE publish_at IS NOT NULL AND publish_at <= $1 AND status = 'draft' ORDER BY publish_at, id LIMIT $2`,
      [now, limit],
    );
    return rows.map((r) => ({ id: r.id, version: r.version, publishAt: new Date(r.publish_at).toISOString() }));
  }

  async scheduledFor(ids: readonly string[]): Promise<Map<string, string>> {
    const valid = ids.filter((id) => UUID_RE.test(id));
    if (valid.length === 0) return new Map();
    const rows: Array<{ id: string; publish_at: Date }> = await this.db.query(
      `SELECT id, publish_at FROM events WHERE id = ANY($1::uuid[]) AND publish_at IS NOT NULL`,
      [valid],
    );
    return new Map(rows.map((r) => [r.id, new Date(r.publish_at).toISOString()]));
  }
}
