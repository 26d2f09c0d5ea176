import { Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../platform/http/openapi/api-zod.decorators';
import { postRunResultSchema } from '../application/post.view';
import { PostUpcomingFestivalsCommand, PostRunMode } from '../commands/post-upcoming-festivals/post-upcoming-festivals.command';
import { SocialActions } from '../commands/social-actions';
import { FacebookHealthCheckQuery, healthCheckSchema } from '../queries/facebook-health-check/facebook-health-check.query';
import { FacebookPermissionsQuery, facebookPermissionsSchema } from '../queries/facebook-permissions/facebook-permissions.query';
import { facebookSchedulerStatusSchema, FacebookSchedulerStatusQuery } from '../queries/facebook-scheduler-status/facebook-scheduler-status.query';

@ApiTags('admin: social')
@Controller('api/facebook')
export class FacebookController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly actions: SocialActions,
  ) {}

  @Get('test-permissions')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Whether the page token holds pages_read_engagement and pages_manage_posts (Graph debug_token)' })
  @ApiZodResponse(200, facebookPermissionsSchema)
  permissions() {
    return this.queries.execute(new FacebookPermissionsQuery());
  }

  @Get('scheduler/status')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The Facebook scheduler: enabled, UK schedule, the next (at most 5) posting windows, last run' })
  @ApiZodResponse(200, facebookSchedulerStatusSchema)
  status() {
    return this.queries.execute(new FacebookSchedulerStatusQuery());
  }

  @Get('scheduler/health-check')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Checks everything scheduled posting depends on: configuration, permissions, automation, job, last run, festivals' })
  @ApiZodResponse(200, healthCheckSchema)
  healthCheck() {
    return this.queries.execute(new FacebookHealthCheckQuery());
  }

  @Post('scheduler/test')
  @HttpCode(200)
  @ApiOperation({ summary: 'Posts one upcoming festival now, weekday style (409 unless configured with every permission)' })
  @ApiZodResponse(200, postRunResultSchema)
  test() {
    return this.run('facebook-test', { kind: 'test' });
  }

  @Post('scheduler/test-weekend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Posts one festival now in the weekend style (last-minute: starting within 7 days, when there is one)' })
  @ApiZodResponse(200, postRunResultSchema)
  testWeekend() {
    return this.run('facebook-test-weekend', { kind: 'test-weekend' });
  }

  @Post('post-events')
  @HttpCode(200)
  @ApiOperation({ summary: 'Posts the next three upcoming festivals now, ten seconds apart (FACEBOOK_POST_INTERVAL_MS)' })
  @ApiZodResponse(200, postRunResultSchema)
  postEvents() {
    return this.run('facebook-post-events', { kind: 'now' });
  }

  private run(action: string, mode: PostRunMode) {
    return this.actions.run(action, new PostUpcomingFestivalsCommand(mode), (r) => ({
      message: r.message,
      success: r.success,
      data: { posted: r.results.filter((x) => x.success).length, failed: r.results.filter((x) => !x.success).length, postIds: r.results.map((x) => x.postId) },
    }));
  }
}
