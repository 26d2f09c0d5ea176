import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventFinder } from '../../application/event-finder';
import { EventView } from '../../contracts/event-view';
import { EventSearchQuery } from '../../application/ports/event-document';
import { loadVisible } from '../../application/visible-event';
import { regionLabel } from '../../contracts/regions';
import { ExpiredEventQuery } from './expired-event.query';

const ALTERNATIVES = 6;

@QueryHandler(ExpiredEventQuery)
export class ExpiredEventHandler implements IQueryHandler<ExpiredEventQuery> {
  constructor(private readonly finder: EventFinder) {}

  async execute({ id }: ExpiredEventQuery) {
    const doc = await loadVisible(this.finder, id);
    const view = { ...(await this.finder.view(doc)), status: 'expired' as const, upcoming: false };
    const picked = new Map<string, EventView & { similarity_reason: string }>();
    const tiers: Array<[EventSearchQuery, string]> = [
      [{ categories: [doc.category], regions: [doc.region] }, `Another ${view.categoryName} event in ${regionLabel(doc.region)}`],
      [{ categories: [doc.category] }, `Another ${view.categoryName} event`],
      [{ regions: [doc.region] }, `Also in ${regionLabel(doc.region)}`],
      [{}, 'Coming up soon'],
    ];
    for (const [filter, reason] of tiers) {
      if (picked.size >= ALTERNATIVES) break;
      const page = await this.finder.find(
        this.finder.upcoming({ ...filter, excludeIds: [id, ...picked.keys()], sort: 'date', limit: ALTERNATIVES - picked.size }),
      );
      for (const e of page.events) picked.set(e.id, { ...e, similarity_reason: reason });
    }
    return { success: true as const, event: view, alternatives: [...picked.values()] };
  }
}
