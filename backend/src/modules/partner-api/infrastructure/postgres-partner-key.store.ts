import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returnedRows } from '../../../platform/database/affected-rows';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { NewPartnerKey, PartnerKeyStore } from '../application/ports/partner-key.store.port';
import type { PartnerKey } from '../contracts/partner-key';

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

const toKey = (r: Record<string, unknown>): PartnerKey => ({
  id: String(r.id),
  name: String(r.name),
  prefix: String(r.key_prefix),
  requestsPerMinute: Number(r.requests_per_minute),
  requestCount: Number(r.request_count),
  lastUsedAt: iso(r.last_used_at),
  createdBy: String(r.created_by),
  createdAt: iso(r.created_at)!,
  revokedAt: iso(r.revoked_at),
});

@Injectable()
export class PostgresPartnerKeyStore extends PartnerKeyStore {
  constructor(private readonly db: DataSource) {
    super();
  }

  async list(): Promise<PartnerKey[]> {
    const rows = await this.db.query(`SELECT * FROM partner_api_keys ORDER BY revoked_at IS NOT NULL, created_at DESC`);
    return rows.map(toKey);
  }

  async add(tx: Transaction, key: NewPartnerKey): Promise<PartnerKey> {
    const rows = await entityManagerOf(tx).query(
      `INSERT INTO partner_api_keys (name, key_hash, key_prefix, requests_per_minute, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [key.name, key.hash, key.prefix, key.requestsPerMinute, key.createdBy],
    );
    return toKey(rows[0]);
  }

  async revoke(tx: Transaction, id: string): Promise<PartnerKey | null> {
    const [row] = returnedRows<Record<string, unknown>>(
      await entityManagerOf(tx).query(`UPDATE partner_api_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE id::text = $1 RETURNING *`, [id]),
    );
    return row ? toKey(row) : null;
  }

  async use(hash: string): Promise<{ id: string; requestsPerMinute: number } | null> {
    // One statement finds the key and counts the request, so the count needs no second round trip.
    const [row] = returnedRows<{ id: string; requests_per_minute: number }>(
      await this.db.query(
        `UPDATE partner_api_keys SET request_count = request_count + 1, last_used_at = now()
          WHERE key_hash = $1 AND revoked_at IS NULL RETURNING id, requests_per_minute`,
        [hash],
      ),
    );
    return row ? { id: row.id, requestsPerMinute: row.requests_per_minute } : null;
  }
}
