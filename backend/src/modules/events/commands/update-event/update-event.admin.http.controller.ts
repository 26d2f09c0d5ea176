import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminEventActions } from '../admin-event-actions';
import { EventRequestParser } from '../event-request.parser';
import { updateEventRequestSchema } from '../../contracts/event-details.schema';
import { UpdateEventCommand } from './update-event.command';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { eventActionResultSchema } from '../admin-event-actions';

@ApiTags('admin events')
@Controller('api/admin/events')
export class UpdateEventAdminController {
  constructor(
    private readonly actions: AdminEventActions,
    private readonly parser: EventRequestParser,
  ) {}

  /** Every field, plus the version the form was loaded at (a stale one is a 409). */
  @Put(':id')
  @ApiZodBody(updateEventRequestSchema)
  @ApiZodResponse(200, eventActionResultSchema, 'The event, changed: its id and new version')
  async update(@Param('id') id: string, @Body() body: unknown) {
    const { expectedVersion, ...details } = await this.parser.parse(updateEventRequestSchema, body);
    return this.actions.run('update', id, new UpdateEventCommand(id, details, expectedVersion));
  }
}
