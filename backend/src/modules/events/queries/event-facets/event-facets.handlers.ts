import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RevisionCache } from '../../../../platform/read-model/revision-cache';
import { dayParts } from '../../../../platform/time/uk-days';
import { EventFinder } from '../../application/event-finder';
import { REGIONS } from '../../domain/regions';
import { TIME_FILTER_VALUES, timeFilterRange } from '../../domain/time-filters';
import { RegionsQuery, TimeFiltersQuery, YearsSummaryQuery } from './event-facets.queries';

/** Counts are facets over the read model, memoised until it changes or the day turns. */
@QueryHandler(TimeFiltersQuery)
export class TimeFiltersHandler implements IQueryHandler<TimeFiltersQuery> {
  constructor(
    private readonly finder: EventFinder,
    private readonly cache: RevisionCache,
  ) {}
  execute() {
    return this.cache.get('time-filters', () =>
      Promise.all(
        TIME_FILTER_VALUES.map(async (value) => {
          const { fromDay, toDay, label } = timeFilterRange(value, this.finder.today());
          return { value, label, count: await this.finder.index.count(this.finder.upcoming({ fromDay, toDay })) };
        }),
      ),
    );
  }
}

@QueryHandler(RegionsQuery)
export class RegionsHandler implements IQueryHandler<RegionsQuery> {
  constructor(
    private readonly finder: EventFinder,
    private readonly cache: RevisionCache,
  ) {}
  execute() {
    return this.cache.get('regions', async () => {
      const { region } = await this.finder.index.facets(this.finder.upcoming(), ['region']);
      return REGIONS.map((r) => ({ ...r, count: region[r.value] ?? 0 }));
    });
  }
}

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
