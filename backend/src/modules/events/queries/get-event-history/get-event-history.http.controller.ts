import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { eventHistorySchema, GetEventHistoryQuery } from './get-event-history.query';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('admin events')
@Controller('api/admin/events')
export class GetEventHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/history')
  @ApiZodResponse(200, eventHistorySchema, 'Every stored change, newest first')
  history(@Param('id') id: string) {
    return this.queries.execute(new GetEventHistoryQuery(id));
  }
}
