import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { z } from 'zod';
import { ApiZodParam, ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { sendPage } from '../event-page.response';
import { pagingSchema, regionSchema, timeFilterSchema, yearSchema } from '../event-query.schemas';
import { PRICE_RANGE_VALUES } from './search-events.handler';
import { SearchEventsParams, SearchEventsQuery } from './search-events.query';
import { eventListSchema } from '../../contracts/event-view';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const searchSchema = pagingSchema.extend({
  q: optional(z.string().trim().max(200, 'q can be at most 200 characters')),
  category: optional(z.string().trim().max(40)),
  location: optional(z.string().trim().max(100)),
  month: optional(z.string().trim().max(10)),
  priceRange: optional(
    z.enum(PRICE_RANGE_VALUES as [string, ...string[]], { errorMap: () => ({ message: `priceRange must be one of: ${PRICE_RANGE_VALUES.join(', ')}` }) }),
  ),
  sortBy: optional(z.enum(['relevance', 'date', 'price', 'title'], { errorMap: () => ({ message: 'sortBy must be one of: relevance, date, price, title' }) })),
  region: optional(regionSchema),
  timeFilter: optional(timeFilterSchema),
});

@ApiTags('events')
@Controller('api/events')
export class SearchEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  @ApiZodResponse(200, eventListSchema, 'Events (a paged list carries the total in X-Total-Count)')
  @ApiZodQuery(searchSchema)
  async search(@Query(new ZodValidationPipe(searchSchema)) params: SearchEventsParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, await this.queries.execute(new SearchEventsQuery(params)));
  }

  @Get('year/:year/search')
  @ApiZodResponse(200, eventListSchema, 'Events (a paged list carries the total in X-Total-Count)')
  @ApiZodQuery(searchSchema.pick({ q: true, category: true, page: true, limit: true }))
  @ApiZodParam('year', yearSchema)
  async yearSearch(
    @Param('year', new ZodValidationPipe(yearSchema)) year: number,
    @Query(new ZodValidationPipe(searchSchema.pick({ q: true, category: true, page: true, limit: true }))) params: SearchEventsParams,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendPage(res, await this.queries.execute(new SearchEventsQuery({ ...params, year })));
  }
}
