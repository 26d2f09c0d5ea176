import { Clock } from '../../../platform/time/clock';
import { todayDay } from '../../../platform/time/uk-days';
import { EventDocument } from '../../events/application/ports/event-document';
import { EventReadModel } from '../../events/application/ports/event-read-model.port';

/** Events the image tools look after: drafts and published ones (expired and removed events are left alone). */
export const LOOKED_AFTER = ['draft', 'published'] as const;

/** The events the image tools work on, read from the events read model (the module registers it with a factory). */
export class CatalogueEventsReader {
  constructor(
    private readonly index: EventReadModel,
    private readonly clock: Clock,
  ) {}

  /** Every looked-after event, soonest first (a stable order, so "the first N" means the same events twice). */
  async all(): Promise<EventDocument[]> {
    const out: EventDocument[] = [];
    const today = todayDay(this.clock.now());
    for (let offset = 0; ; offset += 500) {
      const page = await this.index.listForAdmin({ statuses: [...LOOKED_AFTER], today, sort: 'date', order: 'asc', offset, limit: 500 });
      out.push(...page.hits.map((h) => h.doc));
      if (page.hits.length < 500) return out;
    }
  }

  async one(id: string): Promise<EventDocument | null> {
    const doc = await this.index.get(id);
    return doc && (LOOKED_AFTER as readonly string[]).includes(doc.status) ? doc : null;
  }

  async some(ids: string[]): Promise<EventDocument[]> {
    const docs = await this.index.getMany(ids);
    return docs.filter((d) => (LOOKED_AFTER as readonly string[]).includes(d.status));
  }
}
