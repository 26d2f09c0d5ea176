import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminEventActions } from '../admin-event-actions';
import { EventRequestParser } from '../event-request.parser';
import { createEventRequestSchema } from '../../contracts/event-details.schema';
import { CreateEventCommand } from './create-event.command';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { eventActionResultSchema } from '../admin-event-actions';

@ApiTags('admin events')
@Controller('api/admin/events')
export class CreateEventAdminController {
  constructor(
    private readonly actions: AdminEventActions,
    private readonly parser: EventRequestParser,
  ) {}

  /** Created as a draft; `publish: true` publishes it in the same command. */
  @Post()
  @HttpCode(201)
  @ApiZodBody(createEventRequestSchema)
  @ApiZodResponse(201, eventActionResultSchema, 'The new event: its id and version')
  async create(@Body() body: unknown) {
    const { publish, ...details } = await this.parser.parse(createEventRequestSchema, body);
    return this.actions.run('create', null, new CreateEventCommand(details, { publish }));
  }
}
