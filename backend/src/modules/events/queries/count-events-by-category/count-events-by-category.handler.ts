import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { firstDayOfMonth, lastDayOfMonth } from '../../../../platform/time/uk-days';
import { EventFinder } from '../../application/event-finder';
import { CountEventsByCategoryQuery } from './count-events-by-category.query';

/** A facet over the read model; other modules (categories) ask through the query bus. */
@QueryHandler(CountEventsByCategoryQuery)
export class CountEventsByCategoryHandler implements IQueryHandler<CountEventsByCategoryQuery> {
  constructor(private readonly finder: EventFinder) {}

  async execute({ year }: CountEventsByCategoryQuery): Promise<Record<string, number>> {
    const window = year ? { statuses: ['published' as const], fromDay: firstDayOfMonth(year, 1), toDay: lastDayOfMonth(year, 12) } : this.finder.upcoming();
    const { category } = await this.finder.index.facets(window, ['category']);
    return category;
  }
}
