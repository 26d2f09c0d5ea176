import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { FeaturedEventsQuery } from './featured-events.query';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { eventListSchema } from '../../contracts/event-view';

@ApiTags('events')
@Controller('api/events')
export class FeaturedEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('featured')
  @ApiZodResponse(200, eventListSchema, 'Events (a paged list carries the total in X-Total-Count)')
  featured() {
    return this.queries.execute(new FeaturedEventsQuery());
  }
}
