import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { TrendingSearchesAnswer, TrendingSearchesQuery, trendingSearchesSchema } from './trending-searches.query';

@ApiTags('search')
@Controller('api/search/trending')
export class TrendingSearchesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'What visitors search most lately: Smart Search terms by distinct visitors (none until enough searched)' })
  @ApiZodResponse(200, trendingSearchesSchema, 'Up to six terms, most searched first')
  trending(): Promise<TrendingSearchesAnswer> {
    return this.queries.execute(new TrendingSearchesQuery());
  }
}
