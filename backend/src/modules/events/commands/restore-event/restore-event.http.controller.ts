import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { AdminEventActions } from '../admin-event-actions';
import { expectedVersionBodySchema } from '../../application/expected-version.schema';
import { RestoreEventCommand } from './restore-event.command';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { eventActionResultSchema } from '../admin-event-actions';

@ApiTags('admin events')
@Controller('api/admin/events/:id')
export class RestoreEventController {
  constructor(private readonly actions: AdminEventActions) {}

  /** A removed or expired event becomes a draft again. */
  @Post('restore')
  @HttpCode(200)
  @ApiZodBody(expectedVersionBodySchema)
  @ApiZodResponse(200, eventActionResultSchema, 'The event, restored as a draft: its id and new version')
  restore(@Param('id') id: string, @Body(new ZodValidationPipe(expectedVersionBodySchema)) b: { expectedVersion?: number }) {
    return this.actions.run('restore', id, new RestoreEventCommand(id, b.expectedVersion));
  }
}
