import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiZodParam, ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { sendPage } from '../event-page.response';
import { Paging, pagingSchema, regionSchema } from '../event-query.schemas';
import { EventsByRegionQuery } from './events-by-region.query';
import { eventListSchema } from '../../contracts/event-view';

@ApiTags('events')
@Controller('api/events')
export class EventsByRegionController {
  constructor(private readonly queries: QueryBus) {}

  @Get('filter/region/:value')
  @ApiZodResponse(200, eventListSchema, 'Events (a paged list carries the total in X-Total-Count)')
  @ApiZodQuery(pagingSchema)
  @ApiZodParam('value', regionSchema)
  async byRegion(
    @Param('value', new ZodValidationPipe(regionSchema)) region: string,
    @Query(new ZodValidationPipe(pagingSchema)) p: Paging,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendPage(res, await this.queries.execute(new EventsByRegionQuery(region, p.page, p.limit)));
  }
}
