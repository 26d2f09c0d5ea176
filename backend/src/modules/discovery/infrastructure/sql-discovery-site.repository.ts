import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { saveAggregate, UnitOfWork } from '../../../platform/event-log/unit-of-work';
import { DiscoverySiteRepository } from '../application/ports/discovery-site.repository.port';
import { DiscoverySite } from '../domain/discovery-site.aggregate';
import { DiscoverySiteMapper, DiscoverySiteRow } from './discovery-site.mapper';
import { discoverySiteExists } from '../domain/discovery.errors';
import { isUniqueViolation } from '../../../platform/database/unique-violation';

@Injectable()
export class SqlDiscoverySiteRepository extends DiscoverySiteRepository {
  constructor(
    private readonly db: DataSource,
    private readonly uow: UnitOfWork,
  ) {
    super();
  }

  async list(): Promise<DiscoverySite[]> {
    const rows: DiscoverySiteRow[] = await this.db.query(`SELECT * FROM discovery_sites ORDER BY added_at, url`);
    return rows.map((r) => DiscoverySiteMapper.toDomain(r));
  }

  async load(id: string): Promise<DiscoverySite | null> {
    const [row] = await this.db.query(`SELECT * FROM discovery_sites WHERE id = $1`, [id]);
    return row ? DiscoverySiteMapper.toDomain(row) : null;
  }

  async findByUrl(url: string): Promise<DiscoverySite | null> {
    const [row] = await this.db.query(`SELECT * FROM discovery_sites WHERE url = $1`, [url]);
    return row ? DiscoverySiteMapper.toDomain(row) : null;
  }

  async save(site: DiscoverySite): Promise<void> {
    const s = site.state;
    try {
      await this.uow.run(async (tx) => {
        const manager = entityManagerOf(tx);
        await saveAggregate(manager, site, () =>
          s.removed
            ? manager.query(`DELETE FROM discovery_sites WHERE id = $1`, [site.id])
            : manager.query(
                `INSERT INTO discovery_sites (id, url, publish, added_by, added_at, version) VALUES ($1, $2, $3, $4, $5, $6)
                 ON CONFLICT (id) DO UPDATE SET publish = EXCLUDED.publish, version = EXCLUDED.version`,
                [site.id, s.url, s.publish, s.addedBy, s.addedAt, site.version],
              ),
        );
      });
    } catch (error) {
      // Two admins adding the same site at once: the unique index decides.
      if (isUniqueViolation(error)) throw discoverySiteExists(s.url);
      throw error;
    }
  }
}
