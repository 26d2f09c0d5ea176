import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../platform/config/app-config';
import { DiscoverySiteRepository } from '../../application/ports/discovery-site.repository.port';
import { DiscoverySiteView } from '../../contracts/discovery.schemas';
import { DiscoverySite } from '../../domain/discovery-site.aggregate';
import { urlList } from '../../application/config-lists';
import { ListDiscoverySitesQuery } from './list-discovery-sites.query';

export function siteView(site: DiscoverySite): DiscoverySiteView {
  const s = site.state;
  return { id: site.id, url: s.url, publish: s.publish, addedBy: s.addedBy, addedAt: s.addedAt.toISOString() };
}

@QueryHandler(ListDiscoverySitesQuery)
export class ListDiscoverySitesHandler implements IQueryHandler<ListDiscoverySitesQuery> {
  constructor(
    private readonly sites: DiscoverySiteRepository,
    private readonly config: AppConfig,
  ) {}

  async execute() {
    return { items: (await this.sites.list()).map(siteView), configured: urlList(this.config.values.DISCOVERY_SITES, 'DISCOVERY_SITES') };
  }
}
