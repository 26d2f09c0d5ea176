import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { adminEventAnswerSchema, GetAdminEventQuery } from './get-admin-event.query';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('admin events')
@Controller('api/admin/events')
export class GetAdminEventController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiZodResponse(200, adminEventAnswerSchema, 'The event as the form edits it, with its problems')
  byId(@Param('id') id: string) {
    return this.queries.execute(new GetAdminEventQuery(id));
  }
}
