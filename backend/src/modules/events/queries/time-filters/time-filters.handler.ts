import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RevisionCache } from '../../../../platform/read-model/revision-cache';
import { EventFinder } from '../../application/event-finder';
import { TIME_FILTER_VALUES, timeFilterRange } from '../../domain/time-filters';
import { TimeFiltersQuery } from './time-filters.query';

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
