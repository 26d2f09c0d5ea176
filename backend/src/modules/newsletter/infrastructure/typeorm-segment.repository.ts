import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SegmentRepository } from '../application/ports/segment.repository.port';
import { SegmentBody, SegmentView } from '../application/segment.schemas';
import { SEGMENT_MEMBER } from './segment-members.sql';

const SELECT = `SELECT g.id, g.name, g.sources, to_char(g.signed_up_from, 'YYYY-MM-DD') AS "signedUpFrom",
    to_char(g.signed_up_to, 'YYYY-MM-DD') AS "signedUpTo", g.created_at, g.updated_at,
    (SELECT count(*)::int FROM newsletter_subscriptions s WHERE ${SEGMENT_MEMBER}) AS size
  FROM newsletter_segments g`;

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const code = (e: unknown) => (e as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (e as { code?: string }).code;

type Row = Omit<SegmentView, 'createdAt' | 'updatedAt'> & { created_at: Date; updated_at: Date };
const toView = ({ created_at, updated_at, ...r }: Row): SegmentView => ({ ...r, createdAt: created_at.toISOString(), updatedAt: updated_at.toISOString() });

@Injectable()
export class TypeOrmSegmentRepository implements SegmentRepository {
  constructor(private readonly db: DataSource) {}

  async list() {
    return ((await this.db.query(`${SELECT} ORDER BY lower(g.name)`)) as Row[]).map(toView);
  }

  async get(id: string) {
    const [row] = (await this.db.query(`${SELECT} WHERE g.id = $1`, [id])) as Row[];
    return row ? toView(row) : null;
  }

  async create(id: string, b: SegmentBody, now: Date) {
    try {
      await this.db.query(
        `INSERT INTO newsletter_segments (id, name, sources, signed_up_from, signed_up_to, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)`,
        [id, b.name, b.sources, b.signedUpFrom, b.signedUpTo, now],
      );
      return true;
    } catch (e) {
      if (code(e) === UNIQUE_VIOLATION) return false;
      throw e;
    }
  }

  async update(id: string, b: SegmentBody, now: Date) {
    try {
      const [, n] = (await this.db.query(
        `UPDATE newsletter_segments SET name = $2, sources = $3, signed_up_from = $4, signed_up_to = $5, updated_at = $6 WHERE id = $1`,
        [id, b.name, b.sources, b.signedUpFrom, b.signedUpTo, now],
      )) as [unknown, number];
      return n === 0 ? 'missing' : 'ok';
    } catch (e) {
      if (code(e) === UNIQUE_VIOLATION) return 'duplicate';
      throw e;
    }
  }

  async delete(id: string) {
    try {
      const [, n] = (await this.db.query(`DELETE FROM newsletter_segments WHERE id = $1`, [id])) as [unknown, number];
      return n === 0 ? 'missing' : 'ok';
    } catch (e) {
      if (code(e) === FOREIGN_KEY_VIOLATION) return 'in-use';
      throw e;
    }
  }
}
