import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { timeFilterCountSchema, TimeFiltersQuery } from './time-filters.query';
import { z } from 'zod';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('events')
@Controller('api/events')
export class TimeFiltersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('time-filters')
  @ApiZodResponse(200, z.array(timeFilterCountSchema), 'The six time windows with their numbers of upcoming events')
  timeFilters() {
    return this.queries.execute(new TimeFiltersQuery());
  }
}
