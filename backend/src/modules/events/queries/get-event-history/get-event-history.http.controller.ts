import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { GetEventHistoryQuery } from './get-event-history.query';

@ApiTags('admin events')
@Controller('api/admin/events')
export class GetEventHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/history')
  history(@Param('id') id: string) {
    return this.queries.execute(new GetEventHistoryQuery(id));
  }
}
