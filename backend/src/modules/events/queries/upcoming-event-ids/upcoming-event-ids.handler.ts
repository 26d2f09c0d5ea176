import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventFinder } from '../../application/event-finder';
import { UpcomingEventIdsQuery } from './upcoming-event-ids.query';

/**
 * Kept until the read model changes or the day turns: crawlers and every health check ask for the sitemap, and at
 * 250,000 events the list is 250,000 ids.
 */
@QueryHandler(UpcomingEventIdsQuery)
export class UpcomingEventIdsHandler implements IQueryHandler<UpcomingEventIdsQuery> {
  private kept: { key: string; ids: Promise<string[]> } | null = null;

  constructor(private readonly finder: EventFinder) {}

  execute(): Promise<string[]> {
    const { index } = this.finder;
    const query = this.finder.upcoming();
    const key = `${index.generation}:${index.revision}:${query.fromDay}`;
    if (this.kept?.key !== key) {
      const ids = index.idsInDateOrder(query);
      this.kept = { key, ids };
      ids.catch(() => this.kept?.ids === ids && (this.kept = null));
    }
    return this.kept.ids;
  }
}
