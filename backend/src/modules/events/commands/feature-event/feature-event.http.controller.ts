import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { AdminEventActions } from '../admin-event-actions';
import { expectedVersionBodySchema } from '../../application/expected-version.schema';
import { FeatureEventCommand } from './feature-event.command';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { eventActionResultSchema } from '../admin-event-actions';

@ApiTags('admin events')
@Controller('api/admin/events/:id')
export class FeatureEventController {
  constructor(private readonly actions: AdminEventActions) {}

  @Post('feature')
  @HttpCode(200)
  @ApiZodBody(expectedVersionBodySchema)
  @ApiZodResponse(200, eventActionResultSchema, 'The event, featured: its id and new version')
  feature(@Param('id') id: string, @Body(new ZodValidationPipe(expectedVersionBodySchema)) b: { expectedVersion?: number }) {
    return this.actions.run('feature', id, new FeatureEventCommand(id, b.expectedVersion));
  }
}
