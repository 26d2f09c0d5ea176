import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthenticityRecord, AuthenticityRecords, LinkHistory } from '../application/ports/link-history.port';
import { LinkCheck, LinkVerdict } from '../domain/link-verdict';

@Injectable()
export class PostgresLinkHistory extends LinkHistory {
  constructor(private readonly db: DataSource) {
    super();
  }

  async record(url: string, checkedAt: Date, check: LinkCheck): Promise<void> {
    await this.db.query(`INSERT INTO link_checks (url, checked_at, verdict, status, error) VALUES ($1, $2, $3, $4, $5)`, [
      url,
      checkedAt,
      check.verdict,
      check.status,
      check.error,
    ]);
  }

  async history(urls: string[], before: Date, days: number): Promise<Map<string, Array<{ checkedAt: Date; verdict: LinkVerdict }>>> {
    const out = new Map<string, Array<{ checkedAt: Date; verdict: LinkVerdict }>>();
    if (urls.length === 0) return out;
    const rows: Array<{ url: string; checked_at: Date; verdict: LinkVerdict }> = await this.db.query(
      `SELECT url, checked_at, verdict FROM link_checks
        WHERE url = ANY($1::text[]) AND checked_at < $2 AND checked_at > $2::timestamptz - make_interval(days => $3)
        ORDER BY checked_at DESC`,
      [urls, before, days],
    );
    for (const r of rows) {
      const list = out.get(r.url) ?? [];
      list.push({ checkedAt: new Date(r.checked_at), verdict: r.verdict });
      out.set(r.url, list);
    }
    return out;
  }
}

@Injectable()
export class PostgresAuthenticityRecords extends AuthenticityRecords {
  constructor(private readonly db: DataSource) {
    super();
  }

  async save(r: AuthenticityRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO event_authenticity (event_id, confidence, platform, signals, checked_at) VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT (event_id) DO UPDATE SET confidence = EXCLUDED.confidence, platform = EXCLUDED.platform, signals = EXCLUDED.signals, checked_at = EXCLUDED.checked_at`,
      [r.eventId, r.confidence, r.platform, JSON.stringify(r.signals), r.checkedAt],
    );
  }
}
