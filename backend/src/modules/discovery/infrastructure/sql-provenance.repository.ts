import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProvenanceRecord, ProvenanceRepository } from '../application/ports/provenance.repository.port';

@Injectable()
export class SqlProvenanceRepository extends ProvenanceRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async knownKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: Array<{ source_key: string }> = await this.db.query(`SELECT source_key FROM event_provenance WHERE source_key = ANY($1::text[])`, [keys]);
    return new Set(rows.map((r) => r.source_key));
  }

  async record(records: ProvenanceRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.db.query(
      `INSERT INTO event_provenance (event_id, source, source_key, url, fetched_at, run_id, imported_as)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::uuid[], $7::text[])
       ON CONFLICT DO NOTHING`,
      [
        records.map((r) => r.eventId),
        records.map((r) => r.source),
        records.map((r) => r.sourceKey),
        records.map((r) => r.url),
        records.map((r) => r.fetchedAt.toISOString()),
        records.map((r) => r.runId),
        records.map((r) => r.importedAs),
      ],
    );
  }

  async forEvent(eventId: string): Promise<ProvenanceRecord | null> {
    const [row] = await this.db.query(`SELECT * FROM event_provenance WHERE event_id = $1`, [eventId]);
    if (!row) return null;
    return {
      eventId: row.event_id,
      source: row.source,
      sourceKey: row.source_key,
      url: row.url,
      fetchedAt: new Date(row.fetched_at),
      runId: row.run_id,
      importedAs: row.imported_as,
    };
  }
}
