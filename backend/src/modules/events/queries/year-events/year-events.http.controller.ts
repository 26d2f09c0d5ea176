import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiZodParam, ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { sendPage } from '../event-page.response';
import { Paging, pagingSchema, yearSchema } from '../event-query.schemas';
import { YearEventsQuery } from './year-events.query';
import { eventListSchema } from '../../contracts/event-view';

@ApiTags('events')
@Controller('api/events')
export class YearEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('year/:year')
  @ApiZodResponse(200, eventListSchema, 'Events (a paged list carries the total in X-Total-Count)')
  @ApiZodQuery(pagingSchema)
  @ApiZodParam('year', yearSchema)
  async byYear(
    @Param('year', new ZodValidationPipe(yearSchema)) year: number,
    @Query(new ZodValidationPipe(pagingSchema)) p: Paging,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendPage(res, await this.queries.execute(new YearEventsQuery(year, p.page, p.limit)));
  }
}
