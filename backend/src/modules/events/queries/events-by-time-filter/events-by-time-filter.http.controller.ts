import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiZodParam, ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { TimeFilterValue } from '../../domain/time-filters';
import { sendPage } from '../event-page.response';
import { Paging, pagingSchema, timeFilterSchema } from '../event-query.schemas';
import { EventsByTimeFilterQuery } from './events-by-time-filter.query';
import { eventListSchema } from '../../contracts/event-view';

@ApiTags('events')
@Controller('api/events')
export class EventsByTimeFilterController {
  constructor(private readonly queries: QueryBus) {}

  @Get('filter/time/:value')
  @ApiZodResponse(200, eventListSchema, 'Events (a paged list carries the total in X-Total-Count)')
  @ApiZodQuery(pagingSchema)
  @ApiZodParam('value', timeFilterSchema)
  async byTime(
    @Param('value', new ZodValidationPipe(timeFilterSchema)) value: TimeFilterValue,
    @Query(new ZodValidationPipe(pagingSchema)) p: Paging,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendPage(res, await this.queries.execute(new EventsByTimeFilterQuery(value, p.page, p.limit)));
  }
}
