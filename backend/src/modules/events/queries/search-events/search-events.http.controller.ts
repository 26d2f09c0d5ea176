import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiZodParam, ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { sendPage } from '../event-page.response';
import { yearSchema } from '../event-query.schemas';
import { searchSchema } from './search-events.request';
import { SearchEventsParams, SearchEventsQuery } from './search-events.query';
import { eventListSchema } from '../../contracts/event-view';

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
