import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EventDocument, EventSearchQuery } from '../../application/ports/event-document';
import { EventFinder } from '../../application/event-finder';
import { EventView, toEventView } from '../../application/event-view';
import { eventNotFound } from '../../domain/event.errors';
import { regionLabel } from '../../domain/regions';
import { ExpiredEventQuery, GetEventQuery } from './get-event.queries';

const ALTERNATIVES = 6;

/** A published event whose last day has passed counts as expired even before the nightly job marks it. */
function isExpired(doc: EventDocument, today: number): boolean {
  return doc.status === 'expired' || doc.endDay < today;
}

async function loadVisible(finder: EventFinder, id: string): Promise<EventDocument> {
  const doc = await finder.index.get(id);
  if (!doc || (doc.status !== 'published' && doc.status !== 'expired')) throw eventNotFound(id);
  return doc;
}

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
    return toEventView(doc, this.finder.today());
  }
}

@QueryHandler(ExpiredEventQuery)
export class ExpiredEventHandler implements IQueryHandler<ExpiredEventQuery> {
  constructor(private readonly finder: EventFinder) {}

  async execute({ id }: ExpiredEventQuery) {
    const doc = await loadVisible(this.finder, id);
    const today = this.finder.today();
    const view = { ...toEventView(doc, today), status: 'expired' as const, upcoming: false };
    const picked = new Map<string, EventView & { similarity_reason: string }>();
    const tiers: Array<[EventSearchQuery, string]> = [
      [{ categories: [doc.category], regions: [doc.region] }, `Another ${view.categoryName} event in ${regionLabel(doc.region)}`],
      [{ categories: [doc.category] }, `Another ${view.categoryName} event`],
      [{ regions: [doc.region] }, `Also in ${regionLabel(doc.region)}`],
      [{}, 'Coming up soon'],
    ];
    for (const [filter, reason] of tiers) {
      if (picked.size >= ALTERNATIVES) break;
      const page = await this.finder.find(this.finder.upcoming({ ...filter, excludeIds: [id, ...picked.keys()], sort: 'date', limit: ALTERNATIVES - picked.size }));
      for (const e of page.events) picked.set(e.id, { ...e, similarity_reason: reason });
    }
    return { success: true as const, event: view, alternatives: [...picked.values()] };
  }
}
