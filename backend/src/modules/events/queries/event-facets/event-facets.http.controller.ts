import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { RegionsQuery, TimeFiltersQuery, YearsSummaryQuery } from './event-facets.queries';

@ApiTags('events')
@Controller('api/events')
export class EventFacetsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('time-filters')
  timeFilters() {
    return this.queries.execute(new TimeFiltersQuery());
  }

  @Get('regions')
  regions() {
    return this.queries.execute(new RegionsQuery());
  }

  @Get('years-summary')
  yearsSummary() {
    return this.queries.execute(new YearsSummaryQuery());
  }
}
