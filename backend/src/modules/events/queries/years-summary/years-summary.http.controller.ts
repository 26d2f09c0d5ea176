import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { yearCountSchema, YearsSummaryQuery } from './years-summary.query';
import { z } from 'zod';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('events')
@Controller('api/events')
export class YearsSummaryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('years-summary')
  @ApiZodResponse(200, z.array(yearCountSchema), 'This year and later years with upcoming events, ascending')
  yearsSummary() {
    return this.queries.execute(new YearsSummaryQuery());
  }
}
