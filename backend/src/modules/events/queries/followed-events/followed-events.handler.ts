import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventFinder } from '../../application/event-finder';
import { EventDocument } from '../../application/ports/event-document';
import { sharedEventView } from '../../contracts/event-view-json';
import { KnownCategories } from '../../application/ports/known-categories.port';
import { searchCriteria } from '../search-events/search-events.criteria';
import { FollowedEvent, FollowedEventsQuery } from './followed-events.query';

@QueryHandler(FollowedEventsQuery)
export class FollowedEventsHandler implements IQueryHandler<FollowedEventsQuery> {
  constructor(
    private readonly finder: EventFinder,
    private readonly categories: KnownCategories,
  ) {}

  async execute({ source, order, limit }: FollowedEventsQuery): Promise<{ events: FollowedEvent[]; total: number }> {
    if ('ids' in source) {
      const docs = await this.finder.index.getMany(source.ids.slice(0, limit));
      const byId = new Map(docs.map((d) => [d.id, d]));
      const found = source.ids.map((id) => byId.get(id)).filter((d): d is EventDocument => d?.status === 'published');
      return { events: await this.followed(found), total: found.length };
    }
    const query = searchCriteria(source.search, this.finder.today());
    const result = await this.finder.index.search({ ...query, statuses: ['published', 'removed'], sort: order, offset: 0, limit });
    return { events: await this.followed(result.hits.map((h) => h.doc)), total: result.total };
  }

  /** Shared views (one object per document and day): the feeds keep each event's rendered entry on it. */
  private async followed(docs: EventDocument[]): Promise<FollowedEvent[]> {
    const names = await this.categories.names();
    const today = this.finder.today();
    return docs.map((doc) => ({
      view: sharedEventView(doc, today, names.get(doc.category)),
      version: doc.version,
      updatedAt: doc.updatedAt,
      cancelled: doc.status === 'removed',
    }));
  }
}
