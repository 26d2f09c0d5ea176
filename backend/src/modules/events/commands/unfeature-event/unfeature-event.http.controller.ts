import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { AdminEventActions } from '../admin-event-actions';
import { expectedVersionBodySchema } from '../../application/expected-version.schema';
import { UnfeatureEventCommand } from './unfeature-event.command';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { eventActionResultSchema } from '../admin-event-actions';

@ApiTags('admin events')
@Controller('api/admin/events/:id')
export class UnfeatureEventController {
  constructor(private readonly actions: AdminEventActions) {}

  @Post('unfeature')
  @HttpCode(200)
  @ApiZodBody(expectedVersionBodySchema)
  @ApiZodResponse(200, eventActionResultSchema, 'The event, no longer featured: its id and new version')
  unfeature(@Param('id') id: string, @Body(new ZodValidationPipe(expectedVersionBodySchema)) b: { expectedVersion?: number }) {
    return this.actions.run('unfeature', id, new UnfeatureEventCommand(id, b.expectedVersion));
  }
}
