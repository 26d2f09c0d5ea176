import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListCategoriesQuery } from '../../categories/queries/list-categories/list-categories.query';
import { RegionsQuery } from '../../events/queries/regions/regions.query';
import { UpcomingEventsQuery } from '../../events/queries/upcoming-events/upcoming-events.query';
import { CatalogueFigures } from '../application/catalogue-figures';
import { CatalogueFiguresReader } from '../application/ports/catalogue-figures.reader.port';

const byCount = (a: { count: number }, b: { count: number }) => b.count - a.count;

/** The catalogue's real counts through the events and categories queries (upcoming published events only). */
@Injectable()
export class QueryBusCatalogueFiguresReader extends CatalogueFiguresReader {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async read(): Promise<CatalogueFigures> {
    const [upcoming, categories, regions] = await Promise.all([
      this.queries.execute(new UpcomingEventsQuery(1, 3)),
      this.queries.execute(new ListCategoriesQuery()),
      this.queries.execute(new RegionsQuery()),
    ]);
    return {
      upcomingEvents: upcoming.total,
      categories: categories
        .filter((c) => c.count > 0)
        .map((c) => ({ name: c.name, count: c.count }))
        .sort(byCount),
      regions: regions
        .filter((r) => r.count > 0)
        .map((r) => ({ name: r.label, count: r.count }))
        .sort(byCount),
      highlights: upcoming.events.map((e) => ({ title: e.title, dateRange: e.dateRange, city: e.city })),
    };
  }
}
