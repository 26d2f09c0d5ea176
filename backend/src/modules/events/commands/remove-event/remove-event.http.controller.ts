import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { AdminEventActions } from '../admin-event-actions';
import { expectedVersionBodySchema } from '../../application/expected-version.schema';
import { RemoveEventCommand } from './remove-event.command';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { eventActionResultSchema } from '../admin-event-actions';

@ApiTags('admin events')
@Controller('api/admin/events/:id')
export class RemoveEventController {
  constructor(private readonly actions: AdminEventActions) {}

  /** Off the site (kept in the admin list, restorable); an optional reason goes into the history. */
  @Post('remove')
  @HttpCode(200)
  @ApiZodBody(expectedVersionBodySchema)
  @ApiZodResponse(200, eventActionResultSchema, 'The event, removed: its id and new version')
  remove(@Param('id') id: string, @Body(new ZodValidationPipe(expectedVersionBodySchema)) b: { expectedVersion?: number; reason?: unknown }) {
    const reason = typeof b.reason === 'string' && b.reason.trim() ? b.reason.trim().slice(0, 500) : null;
    return this.actions.run('remove', id, new RemoveEventCommand(id, b.expectedVersion, reason));
  }
}
