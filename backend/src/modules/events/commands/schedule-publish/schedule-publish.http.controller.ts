import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { AdminEventActions, eventActionResultSchema } from '../admin-event-actions';
import { expectedVersionBodySchema } from '../../application/expected-version.schema';
import { SchedulePublishBody, schedulePublishBodySchema } from '../../contracts/publish-schedule.schema';
import { CancelScheduledPublishCommand, SchedulePublishCommand } from './schedule-publish.command';

@ApiTags('admin events')
@Controller('api/admin/events/:id')
export class SchedulePublishController {
  constructor(private readonly actions: AdminEventActions) {}

  @Post('schedule-publish')
  @HttpCode(200)
  @ApiZodBody(schedulePublishBodySchema)
  @ApiZodResponse(200, eventActionResultSchema, 'The draft, scheduled: its id and new version')
  schedule(@Param('id') id: string, @Body(new ZodValidationPipe(schedulePublishBodySchema)) b: SchedulePublishBody) {
    return this.actions.run('schedule-publish', id, new SchedulePublishCommand(id, new Date(b.publishAt), b.expectedVersion));
  }

  @Post('cancel-scheduled-publish')
  @HttpCode(200)
  @ApiZodBody(expectedVersionBodySchema)
  @ApiZodResponse(200, eventActionResultSchema, 'The draft, no longer scheduled: its id and version')
  cancel(@Param('id') id: string, @Body(new ZodValidationPipe(expectedVersionBodySchema)) b: { expectedVersion?: number }) {
    return this.actions.run('cancel-scheduled-publish', id, new CancelScheduledPublishCommand(id, b.expectedVersion));
  }
}
