import { EventDocument, EventSearchQuery } from './ports/event-document';
import { EventReadModel } from './ports/event-read-model.port';
import { KnownCategories } from './ports/known-categories.port';
import { Clock } from '../../../platform/time/clock';
import { todayDay } from '../../../platform/time/uk-days';
import { EventView, toEventView } from '../contracts/event-view';
import { sharedEventView } from '../contracts/event-view-json';

export interface EventPage {
  events: EventView[];
  total: number;
}

export const MAX_PAGE_SIZE = 100;

/** Shared read helpers for the event queries: "today", the upcoming window, hit → view mapping. */
export class EventFinder {
  constructor(
    readonly index: EventReadModel,
    private readonly clock: Clock,
    private readonly categories: KnownCategories,
  ) {}

  today(): number {
    return todayDay(this.clock.now());
  }

  /** Published events that have not ended yet. */
  upcoming(extra: EventSearchQuery = {}): EventSearchQuery {
    return { statuses: ['published'], fromDay: this.today(), ...extra };
  }

  async find(query: EventSearchQuery): Promise<EventPage> {
    const [result, names] = await Promise.all([this.index.search(query), this.categories.names()]);
    const today = this.today();
    return { events: result.hits.map((h) => sharedEventView(h.doc, today, names.get(h.doc.category))), total: result.total };
  }

  /** The public view of one document, with its category's current name. */
  async view(doc: EventDocument): Promise<EventView> {
    const names = await this.categories.names();
    return toEventView(doc, this.today(), names.get(doc.category));
  }
}

export function pageWindow(page: number, limit: number): { offset: number; limit: number } {
  const size = Math.min(Math.max(limit, 1), MAX_PAGE_SIZE);
  return { offset: (Math.max(page, 1) - 1) * size, limit: size };
}
