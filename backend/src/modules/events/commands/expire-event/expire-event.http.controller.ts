import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { AdminEventActions } from '../admin-event-actions';
import { expectedVersionBodySchema } from '../../application/expected-version.schema';
import { ExpireEventCommand } from './expire-event.command';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { eventActionResultSchema } from '../admin-event-actions';

@ApiTags('admin events')
@Controller('api/admin/events/:id')
export class ExpireEventController {
  constructor(private readonly actions: AdminEventActions) {}

  @Post('expire')
  @HttpCode(200)
  @ApiZodBody(expectedVersionBodySchema)
  @ApiZodResponse(200, eventActionResultSchema, 'The event, expired: its id and new version')
  expire(@Param('id') id: string, @Body(new ZodValidationPipe(expectedVersionBodySchema)) b: { expectedVersion?: number }) {
    return this.actions.run('expire', id, new ExpireEventCommand(id, b.expectedVersion));
  }
}
