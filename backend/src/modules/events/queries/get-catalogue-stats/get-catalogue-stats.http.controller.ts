import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { catalogueStatsSchema, GetCatalogueStatsQuery, ListQualityRulesQuery, qualityRulesSchema } from './get-catalogue-stats.query';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('admin events')
@Controller('api/admin')
export class GetCatalogueStatsController {
  constructor(private readonly queries: QueryBus) {}

  /** Total / Valid / Invalid cards of the dashboard. */
  @Get('stats')
  @ApiZodResponse(200, catalogueStatsSchema)
  stats() {
    return this.queries.execute(new GetCatalogueStatsQuery());
  }

  /** The written-down data-quality rules (docs/data-quality.md). */
  @Get('quality-rules')
  @ApiZodResponse(200, qualityRulesSchema)
  rules() {
    return this.queries.execute(new ListQualityRulesQuery());
  }
}
