import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RevisionCache } from '../../../../platform/read-model/revision-cache';
import { EventFinder } from '../../application/event-finder';
import { HOME_PAGE_FEATURED } from '../../domain/featured-set';
import { FeaturedEventsQuery } from './featured-events.query';

@QueryHandler(FeaturedEventsQuery)
export class FeaturedEventsHandler implements IQueryHandler<FeaturedEventsQuery> {
  constructor(
    private readonly finder: EventFinder,
    private readonly cache: RevisionCache,
  ) {}
  execute() {
    return this.cache.get('featured', async () => {
      const page = await this.finder.find(this.finder.upcoming({ featured: true, sort: 'date', limit: HOME_PAGE_FEATURED }));
      return page.events;
    });
  }
}
