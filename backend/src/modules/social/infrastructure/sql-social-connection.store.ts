import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainEvent } from '../../../platform/domain/aggregate';
import { appendToEventLog } from '../../../platform/event-log/event-log.writer';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { PendingAuthorisation, SocialConnectionStore, StoredConnection } from '../application/ports/social-connection.store.port';

const STREAM = 'social-connection';
type Row = Record<string, unknown>;

function toConnection(r: Row, version: number): StoredConnection {
  return {
    platform: String(r.platform),
    openId: String(r.open_id),
    displayName: (r.display_name as string) ?? null,
    scope: String(r.scope),
    accessTokenSealed: String(r.access_token_enc),
    accessExpiresAt: new Date(r.access_expires_at as string),
    refreshTokenSealed: String(r.refresh_token_enc),
    refreshExpiresAt: new Date(r.refresh_expires_at as string),
    connectedAt: new Date(r.connected_at as string),
    refreshedAt: r.refreshed_at ? new Date(r.refreshed_at as string) : null,
    version,
  };
}

@Injectable()
export class SqlSocialConnectionStore extends SocialConnectionStore {
  constructor(private readonly db: DataSource) {
    super();
  }

  private async streamVersion(q: { query: DataSource['query'] }, platform: string): Promise<number> {
    const [row] = await q.query(`SELECT COALESCE(MAX(version), 0)::int AS v FROM event_log WHERE stream_id = $1`, [`${STREAM}:${platform}`]);
    return Number(row.v);
  }

  async find(platform: string): Promise<StoredConnection | null> {
    const [row] = await this.db.query(`SELECT * FROM social_connections WHERE platform = $1`, [platform]);
    return row ? toConnection(row, await this.streamVersion(this.db, platform)) : null;
  }

  async save(tx: Transaction, c: StoredConnection, event: DomainEvent): Promise<void> {
    const m = entityManagerOf(tx);
    const version = await this.streamVersion(m, c.platform);
    await m.query(
      `INSERT INTO social_connections (platform, open_id, display_name, scope, access_token_enc, access_expires_at, refresh_token_enc, refresh_expires_at,
         connected_at, refreshed_at, version) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)
       ON CONFLICT (platform) DO UPDATE SET open_id = EXCLUDED.open_id, display_name = EXCLUDED.display_name, scope = EXCLUDED.scope,
         access_token_enc = EXCLUDED.access_token_enc, access_expires_at = EXCLUDED.access_expires_at, refresh_token_enc = EXCLUDED.refresh_token_enc,
         refresh_expires_at = EXCLUDED.refresh_expires_at, connected_at = EXCLUDED.connected_at, refreshed_at = EXCLUDED.refreshed_at, version = EXCLUDED.version`,
      [
        c.platform,
        c.openId,
        c.displayName,
        c.scope,
        c.accessTokenSealed,
        c.accessExpiresAt,
        c.refreshTokenSealed,
        c.refreshExpiresAt,
        c.connectedAt,
        c.refreshedAt,
        version + 1,
      ],
    );
    await appendToEventLog(m, STREAM, `${STREAM}:${c.platform}`, version, [event]);
  }

  async remove(tx: Transaction, platform: string, event: DomainEvent): Promise<boolean> {
    const m = entityManagerOf(tx);
    const [, affected] = (await m.query(`DELETE FROM social_connections WHERE platform = $1`, [platform])) as [unknown, number];
    if (!affected) return false;
    await appendToEventLog(m, STREAM, `${STREAM}:${platform}`, await this.streamVersion(m, platform), [event]);
    return true;
  }

  async expiringBefore(instant: Date): Promise<StoredConnection[]> {
    const rows: Row[] = await this.db.query(`SELECT * FROM social_connections WHERE access_expires_at < $1 AND refresh_expires_at > now()`, [instant]);
    return Promise.all(rows.map(async (r) => toConnection(r, await this.streamVersion(this.db, String(r.platform)))));
  }

  async savePending(stateHash: string, p: PendingAuthorisation, now: Date): Promise<void> {
    await this.db.query(`DELETE FROM social_oauth_states WHERE expires_at < $1`, [now]);
    await this.db.query(
      `INSERT INTO social_oauth_states (state_hash, platform, code_verifier_enc, started_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [stateHash, p.platform, p.codeVerifierSealed, p.startedBy, now, p.expiresAt],
    );
  }

  async consumePending(stateHash: string, now: Date): Promise<PendingAuthorisation | null> {
    const rows: Row[] = await this.db.query(
      `UPDATE social_oauth_states SET used_at = $2 WHERE state_hash = $1 AND used_at IS NULL AND expires_at > $2
       RETURNING platform, code_verifier_enc, started_by, expires_at`,
      [stateHash, now],
    );
    // TypeORM answers [rows, count] for UPDATE … RETURNING on PostgreSQL.
    const row = (Array.isArray(rows[0]) ? (rows[0] as Row[])[0] : rows[0]) as Row | undefined;
    if (!row) return null;
    return {
      platform: String(row.platform),
      codeVerifierSealed: String(row.code_verifier_enc),
      startedBy: String(row.started_by),
      expiresAt: new Date(row.expires_at as string),
    };
  }
}
