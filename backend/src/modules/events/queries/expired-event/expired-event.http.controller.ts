import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ExpiredEventQuery } from './expired-event.query';

@ApiTags('events')
@Controller('api/events')
export class ExpiredEventController {
  constructor(private readonly queries: QueryBus) {}

  @Get('expired/:id')
  expired(@Param('id') id: string) {
    return this.queries.execute(new ExpiredEventQuery(id));
  }
}
