import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { affectedRows } from '../../../platform/database/affected-rows';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import type { AlertFrequency, AlertSearch } from '../contracts/alert-search';
import { AlertRow, AlertStats, AlertStore, DueAlert, NewAlert, StoredSearch } from '../application/ports/alert.store.port';
import { MIN_GAP_MS } from '../domain/alert-schedule';

const ALERT_COLUMNS = `a.id, a.address_id, ad.email, a.search_id, s.search, a.label, a.frequency, a.status, a.confirm_expires_at,
  a.unsubscribe_token, a.created_at, a.confirmed_at, a.last_mailed_at, a.mails_sent`;
const ALERT_FROM = `alerts a JOIN alert_addresses ad ON ad.id = a.address_id JOIN alert_searches s ON s.id = a.search_id`;

type Row = Record<string, unknown>;

function toAlert(r: Row): AlertRow {
  const date = (v: unknown) => (v ? new Date(v as string) : null);
  return {
    id: String(r.id),
    addressId: String(r.address_id),
    email: String(r.email),
    searchId: String(r.search_id),
    search: r.search as AlertSearch,
    label: String(r.label),
    frequency: r.frequency as AlertFrequency,
    status: r.status as AlertRow['status'],
    confirmTokenExpiresAt: date(r.confirm_expires_at),
    unsubscribeToken: String(r.unsubscribe_token),
    createdAt: new Date(r.created_at as string),
    confirmedAt: date(r.confirmed_at),
    lastMailedAt: date(r.last_mailed_at),
    mailsSent: Number(r.mails_sent),
  };
}

@Injectable()
export class PostgresAlertStore extends AlertStore {
  constructor(private readonly db: DataSource) {
    super();
  }

  async upsertAddress(tx: Transaction, id: string, email: string, now: Date): Promise<string> {
    const [row] = await entityManagerOf(tx).query(
      `INSERT INTO alert_addresses (id, email, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
      [id, email, now],
    );
    return String(row.id);
  }

  async upsertSearch(tx: Transaction, id: string, search: AlertSearch, now: Date): Promise<void> {
    await entityManagerOf(tx).query(`INSERT INTO alert_searches (id, search, created_at) VALUES ($1, $2::jsonb, $3) ON CONFLICT (id) DO NOTHING`, [
      id,
      JSON.stringify(search),
      now,
    ]);
  }

  async findForUpdate(tx: Transaction, addressId: string, searchId: string): Promise<AlertRow | null> {
    const rows = await entityManagerOf(tx).query(`SELECT ${ALERT_COLUMNS} FROM ${ALERT_FROM} WHERE a.address_id = $1 AND a.search_id = $2 FOR UPDATE OF a`, [
      addressId,
      searchId,
    ]);
    return rows[0] ? toAlert(rows[0]) : null;
  }

  async insertPending(tx: Transaction, a: NewAlert): Promise<void> {
    await entityManagerOf(tx).query(
      `INSERT INTO alerts (id, address_id, search_id, label, frequency, status, confirm_token_hash, confirm_expires_at, unsubscribe_token, created_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9)`,
      [a.id, a.addressId, a.searchId, a.label, a.frequency, a.confirmTokenHash, a.confirmTokenExpiresAt, a.unsubscribeToken, a.createdAt],
    );
  }

  async reissueConfirmation(tx: Transaction, id: string, tokenHash: string, expiresAt: Date, frequency: AlertFrequency): Promise<void> {
    await entityManagerOf(tx).query(`UPDATE alerts SET confirm_token_hash = $2, confirm_expires_at = $3, frequency = $4 WHERE id = $1`, [
      id,
      tokenHash,
      expiresAt,
      frequency,
    ]);
  }

  async findByConfirmTokenHash(tx: Transaction, hash: string): Promise<AlertRow | null> {
    const rows = await entityManagerOf(tx).query(`SELECT ${ALERT_COLUMNS} FROM ${ALERT_FROM} WHERE a.confirm_token_hash = $1 FOR UPDATE OF a`, [hash]);
    return rows[0] ? toAlert(rows[0]) : null;
  }

  async findByUnsubscribeToken(tx: Transaction, token: string): Promise<AlertRow | null> {
    const rows = await entityManagerOf(tx).query(`SELECT ${ALERT_COLUMNS} FROM ${ALERT_FROM} WHERE a.unsubscribe_token = $1 FOR UPDATE OF a`, [token]);
    return rows[0] ? toAlert(rows[0]) : null;
  }

  async confirm(tx: Transaction, id: string, now: Date): Promise<void> {
    await entityManagerOf(tx).query(`UPDATE alerts SET status = 'active', confirmed_at = $2, confirm_expires_at = NULL WHERE id = $1`, [id, now]);
  }

  async recordOpen(tx: Transaction, addressId: string, now: Date): Promise<void> {
    await entityManagerOf(tx).query(`UPDATE alert_addresses SET last_opened_at = GREATEST(COALESCE(last_opened_at, $2), $2) WHERE id = $1`, [addressId, now]);
  }

  async addressEmail(tx: Transaction, addressId: string): Promise<string | null> {
    const [row] = await entityManagerOf(tx).query(`SELECT email FROM alert_addresses WHERE id = $1`, [addressId]);
    return row ? String(row.email) : null;
  }

  async listForAddress(tx: Transaction, addressId: string): Promise<AlertRow[]> {
    const rows = await entityManagerOf(tx).query(`SELECT ${ALERT_COLUMNS} FROM ${ALERT_FROM} WHERE a.address_id = $1 ORDER BY a.created_at, a.id`, [addressId]);
    return rows.map(toAlert);
  }

  async setPaused(tx: Transaction, addressId: string, alertId: string, paused: boolean): Promise<boolean> {
    const result = await entityManagerOf(tx).query(`UPDATE alerts SET status = $3 WHERE id = $2 AND address_id = $1 AND status IN ('active', 'paused')`, [
      addressId,
      alertId,
      paused ? 'paused' : 'active',
    ]);
    return affectedRows(result) > 0;
  }

  async deleteAlert(tx: Transaction, addressId: string, alertId: string): Promise<boolean> {
    const m = entityManagerOf(tx);
    const gone = affectedRows(await m.query(`DELETE FROM alerts WHERE id = $2 AND address_id = $1`, [addressId, alertId])) > 0;
    // an address with no alert left is kept for nothing: it goes too
    await m.query(`DELETE FROM alert_addresses ad WHERE ad.id = $1 AND NOT EXISTS (SELECT 1 FROM alerts a WHERE a.address_id = ad.id)`, [addressId]);
    return gone;
  }

  async deleteAddress(tx: Transaction, addressId: string): Promise<boolean> {
    return affectedRows(await entityManagerOf(tx).query(`DELETE FROM alert_addresses WHERE id = $1`, [addressId])) > 0;
  }

  async manageKey(): Promise<string> {
    const [row] = await this.db.query(`SELECT value FROM alert_secrets WHERE name = 'manage-link'`);
    return String(row.value);
  }

  async searchesAfter(afterSeq: number): Promise<StoredSearch[]> {
    const rows = await this.db.query(`SELECT id, search, seq FROM alert_searches WHERE seq > $1 ORDER BY seq`, [afterSeq]);
    return rows.map((r: Row) => ({ id: String(r.id), search: r.search as AlertSearch, seq: Number(r.seq) }));
  }

  async recordMatches(eventIds: string[], matches: Array<{ searchId: string; eventId: string; changedAt: string }>): Promise<number> {
    if (eventIds.length === 0) return 0;
    return this.db.transaction(async (m: EntityManager) => {
      const searchIds = matches.map((x) => x.searchId);
      const ids = matches.map((x) => x.eventId);
      // pairs of these events that the searches no longer list: the search's mail must not name them
      await m.query(
        `DELETE FROM alert_search_matches m WHERE m.event_id = ANY($1)
           AND NOT EXISTS (SELECT 1 FROM unnest($2::text[], $3::text[]) AS n(search_id, event_id) WHERE n.search_id = m.search_id AND n.event_id = m.event_id)`,
        [eventIds, searchIds, ids],
      );
      if (matches.length === 0) return 0;
      // joined with the searches so one deleted meanwhile is skipped rather than failing the batch
      const result = await m.query(
        `INSERT INTO alert_search_matches (search_id, event_id, matched_at)
         SELECT n.search_id, n.event_id, n.changed_at FROM unnest($1::text[], $2::text[], $3::timestamptz[]) AS n(search_id, event_id, changed_at)
           JOIN alert_searches s ON s.id = n.search_id
         ON CONFLICT (search_id, event_id) DO UPDATE SET matched_at = GREATEST(alert_search_matches.matched_at, EXCLUDED.matched_at)`,
        [searchIds, ids, matches.map((x) => x.changedAt)],
      );
      return affectedRows(result);
    });
  }

  async claimDue(tx: Transaction, now: Date, limit: number, afterId: string | null): Promise<DueAlert[]> {
    const m = entityManagerOf(tx);
    const instantGap = `${MIN_GAP_MS.instant / 1000} seconds`;
    const weeklyGap = `${MIN_GAP_MS.weekly / 1000} seconds`;
    // the SQL form of domain/alert-schedule.ts nextMailAllowedAt
    const rows = await m.query(
      `SELECT ${ALERT_COLUMNS} FROM ${ALERT_FROM}
        WHERE a.status = 'active' AND ($5::uuid IS NULL OR a.id > $5)
          AND CASE WHEN a.last_mailed_at IS NOT NULL
                   THEN a.last_mailed_at + (CASE a.frequency WHEN 'instant' THEN $2::interval ELSE $3::interval END) <= $1
                   ELSE a.frequency = 'instant' OR a.confirmed_at + $3::interval <= $1 END
          AND EXISTS (SELECT 1 FROM alert_search_matches x WHERE x.search_id = a.search_id AND x.matched_at >= a.confirmed_at
                        AND NOT EXISTS (SELECT 1 FROM alert_deliveries d WHERE d.alert_id = a.id AND d.event_id = x.event_id))
        ORDER BY a.id LIMIT $4 FOR UPDATE OF a SKIP LOCKED`,
      [now, instantGap, weeklyGap, limit, afterId],
    );
    if (rows.length === 0) return [];
    const alerts = rows.map(toAlert);
    const pending = await m.query(
      `SELECT a.id AS alert_id, x.event_id FROM alerts a
         JOIN alert_search_matches x ON x.search_id = a.search_id AND x.matched_at >= a.confirmed_at
        WHERE a.id = ANY($1) AND NOT EXISTS (SELECT 1 FROM alert_deliveries d WHERE d.alert_id = a.id AND d.event_id = x.event_id)
        ORDER BY a.id, x.matched_at, x.event_id`,
      [alerts.map((a: AlertRow) => a.id)],
    );
    const byAlert = new Map<string, string[]>();
    for (const r of pending) {
      const list = byAlert.get(r.alert_id) ?? [];
      list.push(String(r.event_id));
      byAlert.set(r.alert_id, list);
    }
    return alerts.map((alert: AlertRow) => ({ alert, eventIds: byAlert.get(alert.id) ?? [] }));
  }

  async recordDeliveries(tx: Transaction, rows: Array<{ alertId: string; eventId: string; mailId: string | null }>): Promise<void> {
    if (rows.length === 0) return;
    await entityManagerOf(tx).query(
      `INSERT INTO alert_deliveries (alert_id, event_id, mail_id)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[]) ON CONFLICT (alert_id, event_id) DO NOTHING`,
      [rows.map((r) => r.alertId), rows.map((r) => r.eventId), rows.map((r) => r.mailId)],
    );
  }

  async markMailed(tx: Transaction, alertIds: string[], now: Date): Promise<void> {
    if (alertIds.length === 0) return;
    const m = entityManagerOf(tx);
    await m.query(`UPDATE alerts SET last_mailed_at = $2, mails_sent = mails_sent + 1 WHERE id = ANY($1)`, [alertIds, now]);
    await m.query(`UPDATE alert_counters SET value = value + $1 WHERE name = 'mails_sent'`, [alertIds.length]);
  }

  async purgeUnconfirmed(before: Date): Promise<number> {
    return affectedRows(await this.db.query(`DELETE FROM alerts WHERE status = 'pending' AND created_at < $1`, [before]));
  }

  async purgeUnopened(before: Date): Promise<number> {
    return affectedRows(await this.db.query(`DELETE FROM alert_addresses WHERE COALESCE(last_opened_at, created_at) < $1`, [before]));
  }

  async purgeOrphans(): Promise<{ addresses: number; searches: number }> {
    const addresses = affectedRows(await this.db.query(`DELETE FROM alert_addresses ad WHERE NOT EXISTS (SELECT 1 FROM alerts a WHERE a.address_id = ad.id)`));
    const searches = affectedRows(await this.db.query(`DELETE FROM alert_searches s WHERE NOT EXISTS (SELECT 1 FROM alerts a WHERE a.search_id = s.id)`));
    return { addresses, searches };
  }

  async stats(): Promise<AlertStats> {
    const [row] = await this.db.query(
      `SELECT (SELECT count(*) FROM alerts)::int AS alerts,
              (SELECT count(*) FROM alerts WHERE status IN ('active', 'paused'))::int AS confirmed,
              (SELECT value FROM alert_counters WHERE name = 'mails_sent')::bigint AS mails_sent`,
    );
    return { alerts: row.alerts, confirmed: row.confirmed, mailsSent: Number(row.mails_sent) };
  }
}
