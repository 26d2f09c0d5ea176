import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RevisionCache } from '../../../../platform/read-model/revision-cache';
import { EventFinder } from '../../application/event-finder';
import { REGIONS } from '../../contracts/regions';
import { RegionsQuery } from './regions.query';

@QueryHandler(RegionsQuery)
export class RegionsHandler implements IQueryHandler<RegionsQuery> {
  constructor(
    private readonly finder: EventFinder,
    private readonly cache: RevisionCache,
  ) {}
  execute() {
    return this.cache.get('regions', async () => {
      const { region } = await this.finder.index.facets(this.finder.upcoming(), ['region']);
      return REGIONS.map((r) => ({ ...r, count: region[r.value] ?? 0 }));
    });
  }
}
