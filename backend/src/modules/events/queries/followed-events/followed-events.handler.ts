import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventFinder } from '../../application/event-finder';
import { EventDocument } from '../../application/ports/event-document';
import { searchCriteria } from '../search-events/search-events.criteria';
import { FollowedEvent, FollowedEventsQuery } from './followed-events.query';

@QueryHandler(FollowedEventsQuery)
export class FollowedEventsHandler implements IQueryHandler<FollowedEventsQuery> {
  constructor(private readonly finder: EventFinder) {}

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

  private followed(docs: EventDocument[]): Promise<FollowedEvent[]> {
    return Promise.all(
      docs.map(async (doc) => ({ view: await this.finder.view(doc), version: doc.version, updatedAt: doc.updatedAt, cancelled: doc.status === 'removed' })),
    );
  }
}
