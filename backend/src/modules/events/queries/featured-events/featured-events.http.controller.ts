import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { FeaturedEventsQuery } from './featured-events.query';

@ApiTags('events')
@Controller('api/events')
export class FeaturedEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('featured')
  featured() {
    return this.queries.execute(new FeaturedEventsQuery());
  }
}
