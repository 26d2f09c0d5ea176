import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiZodQuery } from '../../../../platform/http/api-zod-query.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { EventPage } from '../../application/event-finder';
import { TimeFilterValue } from '../../domain/time-filters';
import { pagingSchema, regionSchema, timeFilterSchema, yearSchema } from '../event-query.schemas';
import {
  EventsByRegionQuery,
  EventsByTimeFilterQuery,
  FeaturedEventsQuery,
  ListEventsQuery,
  UpcomingEventsQuery,
  YearEventsQuery,
} from './browse-events.queries';

type Paging = { page: number; limit: number };

export function sendPage(res: Response, page: EventPage) {
  res.setHeader('X-Total-Count', String(page.total));
  return page.events;
}

@ApiTags('events')
@Controller('api/events')
export class BrowseEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiZodQuery(pagingSchema)
  async list(@Query(new ZodValidationPipe(pagingSchema)) p: Paging, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, await this.queries.execute(new ListEventsQuery(p.page, p.limit)));
  }

  @Get('featured')
  featured() {
    return this.queries.execute(new FeaturedEventsQuery());
  }

  @Get('upcoming')
  @ApiZodQuery(pagingSchema)
  async upcoming(
    @Query(new ZodValidationPipe(pagingSchema.extend({ limit: pagingSchema.shape.limit.default(12) }))) p: Paging,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendPage(res, await this.queries.execute(new UpcomingEventsQuery(p.page, p.limit)));
  }

  @Get('filter/time/:value')
  @ApiZodQuery(pagingSchema)
  async byTime(
    @Param('value', new ZodValidationPipe(timeFilterSchema)) value: TimeFilterValue,
    @Query(new ZodValidationPipe(pagingSchema)) p: Paging,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendPage(res, await this.queries.execute(new EventsByTimeFilterQuery(value, p.page, p.limit)));
  }

  @Get('filter/region/:value')
  @ApiZodQuery(pagingSchema)
  async byRegion(
    @Param('value', new ZodValidationPipe(regionSchema)) region: string,
    @Query(new ZodValidationPipe(pagingSchema)) p: Paging,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendPage(res, await this.queries.execute(new EventsByRegionQuery(region, p.page, p.limit)));
  }

  @Get('year/:year')
  @ApiZodQuery(pagingSchema)
  async byYear(
    @Param('year', new ZodValidationPipe(yearSchema)) year: number,
    @Query(new ZodValidationPipe(pagingSchema)) p: Paging,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendPage(res, await this.queries.execute(new YearEventsQuery(year, p.page, p.limit)));
  }
}
