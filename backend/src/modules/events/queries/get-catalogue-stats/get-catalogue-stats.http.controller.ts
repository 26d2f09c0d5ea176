import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { GetCatalogueStatsQuery, ListQualityRulesQuery } from './get-catalogue-stats.query';

@ApiTags('admin events')
@Controller('api/admin')
export class GetCatalogueStatsController {
  constructor(private readonly queries: QueryBus) {}

  /** Total / Valid / Invalid cards of the dashboard. */
  @Get('stats')
  stats() {
    return this.queries.execute(new GetCatalogueStatsQuery());
  }

  /** The written-down data-quality rules (docs/data-quality.md). */
  @Get('quality-rules')
  rules() {
    return this.queries.execute(new ListQualityRulesQuery());
  }
}
