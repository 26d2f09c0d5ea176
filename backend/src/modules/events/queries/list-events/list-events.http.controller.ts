import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { sendPage } from '../event-page.response';
import { pagingSchema } from '../event-query.schemas';
import { z } from 'zod';
import { ListEventsQuery } from './list-events.query';
import { eventListSchema } from '../../contracts/event-view';
import { accessFilterSchema } from '../../contracts/accessibility.schema';

/** Paging, and `access=step-free,bsl` (each fact stated 'yes'). */
const listSchema = pagingSchema.extend({ access: accessFilterSchema.optional() });

@ApiTags('events')
@Controller('api/events')
export class ListEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiZodResponse(200, eventListSchema, 'Events (a paged list carries the total in X-Total-Count)')
  @ApiZodQuery(listSchema)
  async list(@Query(new ZodValidationPipe(listSchema)) p: z.infer<typeof listSchema>, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, await this.queries.execute(new ListEventsQuery(p.page, p.limit, p.access)));
  }
}
