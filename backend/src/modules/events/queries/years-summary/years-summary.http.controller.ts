import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { YearsSummaryQuery } from './years-summary.query';

@ApiTags('events')
@Controller('api/events')
export class YearsSummaryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('years-summary')
  yearsSummary() {
    return this.queries.execute(new YearsSummaryQuery());
  }
}
