import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EventFinder } from '../../application/event-finder';
import { EventView } from '../../contracts/event-view';
import { isExpired, loadVisible } from '../../application/visible-event';
import { GetEventQuery } from './get-event.query';

@QueryHandler(GetEventQuery)
export class GetEventHandler implements IQueryHandler<GetEventQuery> {
  constructor(private readonly finder: EventFinder) {}

  async execute({ id }: GetEventQuery): Promise<EventView> {
    const doc = await loadVisible(this.finder, id);
    if (isExpired(doc, this.finder.today())) {
      throw new DomainError('EVENT.EXPIRED', 'gone', `"${doc.title}" has already taken place.`, {
        expired: true,
        redirectTo: `/expired-event/${id}`,
      });
    }
    return this.finder.view(doc);
  }
}
