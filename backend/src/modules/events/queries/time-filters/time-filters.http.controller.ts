import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { TimeFiltersQuery } from './time-filters.query';

@ApiTags('events')
@Controller('api/events')
export class TimeFiltersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('time-filters')
  timeFilters() {
    return this.queries.execute(new TimeFiltersQuery());
  }
}
