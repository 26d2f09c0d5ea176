import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListCategoriesQuery } from '../../categories/queries/list-categories/list-categories.query';
import { regionLabel } from '../../events/contracts/regions';
import { GetAdminEventQuery } from '../../events/queries/get-admin-event/get-admin-event.query';
import { ListEventsQuery } from '../../events/queries/list-events/list-events.query';
import { CatalogueTexts, EventFactsReader } from '../application/ports/event-facts.reader.port';
import { EventFacts } from '../domain/event-facts';
import { shingles } from '../domain/shingles';

/** Reads events and categories through the events and categories modules' queries (their public surface). */
@Injectable()
export class QueryBusEventFactsReader extends EventFactsReader {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async read(eventId: string): Promise<EventFacts> {
    const [{ event }, categories] = await Promise.all([this.queries.execute(new GetAdminEventQuery(eventId)), this.queries.execute(new ListCategoriesQuery())]);
    const category = categories.find((c) => c.slug === event.category);
    return {
      id: event.id,
      version: event.version,
      title: event.title,
      description: event.description,
      category: event.category,
      categoryName: category?.name ?? event.category,
      categoryDescription: category?.description ?? '',
      startDate: event.startDate,
      endDate: event.endDate,
      venue: event.venue,
      city: event.city,
      region: event.region,
      regionName: regionLabel(event.region),
      priceText: event.priceText,
      ticketUrl: event.ticketUrl,
      tags: event.tags,
      datesConfirmed: event.datesConfirmed ?? true,
    };
  }
}

/** Published events' descriptions as shingle sets, paged through the public list query; kept for a minute. */
@Injectable()
export class QueryBusCatalogueTexts extends CatalogueTexts {
  private cached: { at: number; items: Array<{ id: string; title: string; shingles: ReadonlySet<string> }> } | null = null;

  constructor(private readonly queries: QueryBus) {
    super();
  }

  async all() {
    if (this.cached && Date.now() - this.cached.at < 60_000) return this.cached.items;
    const items: Array<{ id: string; title: string; shingles: ReadonlySet<string> }> = [];
    for (let page = 1; page <= 50; page++) {
      const { events, total } = await this.queries.execute(new ListEventsQuery(page, 100));
      for (const e of events) items.push({ id: e.id, title: e.title, shingles: shingles(e.description) });
      if (events.length < 100 || items.length >= total) break;
    }
    this.cached = { at: Date.now(), items };
    return items;
  }
}
