import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RevisionCache } from '../../../../platform/read-model/revision-cache';
import { dayParts } from '../../../../platform/time/uk-days';
import { EventFinder } from '../../application/event-finder';
import { YearsSummaryQuery } from './years-summary.query';

@QueryHandler(YearsSummaryQuery)
export class YearsSummaryHandler implements IQueryHandler<YearsSummaryQuery> {
  constructor(
    private readonly finder: EventFinder,
    private readonly cache: RevisionCache,
  ) {}
  execute() {
    return this.cache.get('years', async () => {
      const { year } = await this.finder.index.facets(this.finder.upcoming(), ['year']);
      const thisYear = dayParts(this.finder.today()).year;
      return Object.entries(year)
        .map(([y, count]) => ({ year: Number(y), count }))
        .filter((y) => y.year >= thisYear && y.count > 0)
        .sort((a, b) => a.year - b.year);
    });
  }
}
