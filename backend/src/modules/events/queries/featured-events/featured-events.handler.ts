import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RevisionCache } from '../../../../platform/read-model/revision-cache';
import { EventFinder } from '../../application/event-finder';
import { FeaturedEventsQuery } from './featured-events.query';

const FEATURED_LIMIT = 12;

@QueryHandler(FeaturedEventsQuery)
export class FeaturedEventsHandler implements IQueryHandler<FeaturedEventsQuery> {
  constructor(
    private readonly finder: EventFinder,
    private readonly cache: RevisionCache,
  ) {}
  execute() {
    return this.cache.get('featured', async () => {
      const page = await this.finder.find(this.finder.upcoming({ featured: true, sort: 'date', limit: FEATURED_LIMIT }));
      return page.events;
    });
  }
}
