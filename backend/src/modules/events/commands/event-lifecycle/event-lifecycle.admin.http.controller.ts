import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { AdminEventActions } from '../../application/admin-event-actions';
import { expectedVersionBodySchema } from '../../application/expected-version.schema';
import {
  ExpireEventCommand,
  FeatureEventCommand,
  PublishEventCommand,
  RemoveEventCommand,
  UnfeatureEventCommand,
} from './event-lifecycle.commands';

type Body = { expectedVersion?: number; reason?: unknown };
const pipe = new ZodValidationPipe(expectedVersionBodySchema);

/** POST /api/admin/events/:id/{publish|feature|unfeature|expire|remove}: one command each. */
@ApiTags('admin events')
@Controller('api/admin/events/:id')
export class EventLifecycleAdminController {
  constructor(private readonly actions: AdminEventActions) {}

  @Post('publish')
  @HttpCode(200)
  publish(@Param('id') id: string, @Body(pipe) b: Body) {
    return this.actions.run('publish', id, new PublishEventCommand(id, b.expectedVersion));
  }

  @Post('feature')
  @HttpCode(200)
  feature(@Param('id') id: string, @Body(pipe) b: Body) {
    return this.actions.run('feature', id, new FeatureEventCommand(id, b.expectedVersion));
  }

  @Post('unfeature')
  @HttpCode(200)
  unfeature(@Param('id') id: string, @Body(pipe) b: Body) {
    return this.actions.run('unfeature', id, new UnfeatureEventCommand(id, b.expectedVersion));
  }

  @Post('expire')
  @HttpCode(200)
  expire(@Param('id') id: string, @Body(pipe) b: Body) {
    return this.actions.run('expire', id, new ExpireEventCommand(id, b.expectedVersion));
  }

  @Post('remove')
  @HttpCode(200)
  remove(@Param('id') id: string, @Body(pipe) b: Body) {
    const reason = typeof b.reason === 'string' && b.reason.trim() ? b.reason.trim().slice(0, 500) : null;
    return this.actions.run('remove', id, new RemoveEventCommand(id, b.expectedVersion, reason));
  }
}
