import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RevisionCache } from '../../../../platform/read-model/revision-cache';
import { EventFinder, pageWindow } from '../../application/event-finder';
import { UpcomingEventsQuery } from './upcoming-events.query';

@QueryHandler(UpcomingEventsQuery)
export class UpcomingEventsHandler implements IQueryHandler<UpcomingEventsQuery> {
  constructor(
    private readonly finder: EventFinder,
    private readonly cache: RevisionCache,
  ) {}
  execute({ page, limit }: UpcomingEventsQuery) {
    return this.cache.get(`upcoming:${page}:${limit}`, () => this.finder.find(this.finder.upcoming({ sort: 'date', ...pageWindow(page, limit) })));
  }
}
