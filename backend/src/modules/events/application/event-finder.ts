import { Injectable } from '@nestjs/common';
import { EventSearchQuery } from './ports/event-document';
import { EventReadModel } from './ports/event-read-model.port';
import { Clock } from '../../../platform/time/clock';
import { todayDay } from '../../../platform/time/uk-days';
import { EventView, toEventView } from './event-view';

export interface EventPage {
  events: EventView[];
  total: number;
}

export const MAX_PAGE_SIZE = 100;

/** Shared read helpers for the event queries: "today", the upcoming window, hit → view mapping. */
@Injectable()
export class EventFinder {
  constructor(
    readonly index: EventReadModel,
    private readonly clock: Clock,
  ) {}

  today(): number {
    return todayDay(this.clock.now());
  }

  /** Published events that have not ended yet. */
  upcoming(extra: EventSearchQuery = {}): EventSearchQuery {
    return { statuses: ['published'], fromDay: this.today(), ...extra };
  }

  async find(query: EventSearchQuery): Promise<EventPage> {
    const result = await this.index.search(query);
    const today = this.today();
    return { events: result.hits.map((h) => toEventView(h.doc, today)), total: result.total };
  }
}

export function pageWindow(page: number, limit: number): { offset: number; limit: number } {
  const size = Math.min(Math.max(limit, 1), MAX_PAGE_SIZE);
  return { offset: (Math.max(page, 1) - 1) * size, limit: size };
}
