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
  @ApiZodResponse(200, eventListSchema, 'Featured events, upcoming, by start date (at most 12)')
  featured() {
    return this.queries.execute(new FeaturedEventsQuery());
  }
}
