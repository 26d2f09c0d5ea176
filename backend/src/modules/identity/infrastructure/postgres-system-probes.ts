import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SystemProbes } from '../application/ports/system-probes.port';

@Injectable()
export class PostgresSystemProbes extends SystemProbes {
  constructor(private readonly db: DataSource) {
    super();
  }

  async pingDatabase(): Promise<void> {
    await this.db.query('SELECT 1');
  }

  async mailBacklog(): Promise<{ pending: number; failed: number }> {
    const [row] = await this.db.query(
      `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending, count(*) FILTER (WHERE status = 'failed')::int AS failed FROM outbound_mail`,
    );
    return { pending: row.pending, failed: row.failed };
  }
}
