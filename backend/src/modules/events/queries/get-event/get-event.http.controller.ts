import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { GetEventQuery } from './get-event.query';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { eventViewSchema } from '../../contracts/event-view';

/** Registered last: `:id` must not shadow the literal /api/events/* paths. */
@ApiTags('events')
@Controller('api/events')
export class GetEventController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiZodResponse(200, eventViewSchema, 'The event')
  byId(@Param('id') id: string) {
    return this.queries.execute(new GetEventQuery(id));
  }
}
