import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { GetAdminEventQuery } from './get-admin-event.query';

@ApiTags('admin events')
@Controller('api/admin/events')
export class GetAdminEventController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  byId(@Param('id') id: string) {
    return this.queries.execute(new GetAdminEventQuery(id));
  }
}
