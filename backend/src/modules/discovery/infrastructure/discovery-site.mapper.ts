import { DiscoverySite } from '../domain/discovery-site.aggregate';

export type DiscoverySiteRow = { id: string; url: string; publish: boolean; added_by: string; added_at: string; version: number };

export class DiscoverySiteMapper {
  static toDomain(r: DiscoverySiteRow): DiscoverySite {
    return DiscoverySite.restore(r.id, { url: r.url, publish: r.publish, addedBy: r.added_by, addedAt: new Date(r.added_at), removed: false }, r.version);
  }
}
