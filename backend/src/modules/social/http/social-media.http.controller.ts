import { Body, Controller, Get, Header, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodParam, ApiZodQuery, ApiZodResponse } from '../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../platform/http/zod-validation.pipe';
import { automationViewSchema } from '../application/automation.view';
import { postViewSchema } from '../application/post.view';
import { ChangeAutomationCommand } from '../commands/change-automation/change-automation.command';
import { changeAutomationRequestSchema } from '../commands/change-automation/change-automation.request';
import { CreatePostCommand } from '../commands/create-post/create-post.command';
import { CreatePostRequest, createPostRequestSchema } from '../commands/create-post/create-post.request';
import { PublishPostCommand, publishResultSchema } from '../commands/publish-post/publish-post.command';
import { SaveGeneratedPostCommand } from '../commands/save-generated-post/save-generated-post.command';
import { SaveGeneratedPostRequest, saveGeneratedPostRequestSchema } from '../commands/save-generated-post/save-generated-post.request';
import { SchedulePostCommand } from '../commands/schedule-post/schedule-post.command';
import { SchedulePostRequest, schedulePostRequestSchema } from '../commands/schedule-post/schedule-post.request';
import { UnschedulePostCommand } from '../commands/unschedule-post/unschedule-post.command';
import { RefreshPostMetricsCommand, refreshResultSchema } from '../commands/refresh-post-metrics/refresh-post-metrics.command';
import { SocialActions } from '../commands/social-actions';
import { sandboxDeliverySchema } from '../application/ports/sandbox-channel.port';
import { PLATFORM_LIMITS } from '../domain/platform-limits';
import { socialLimitsSchema } from '../application/platform-limits.view';
import { PostQueueQuery, PostQueueRequest, postQueueRequestSchema, postQueueSchema } from '../queries/post-queue/post-queue.query';
import { SandboxDeliveryQuery } from '../queries/sandbox-delivery/sandbox-delivery.query';
import { ChannelStatusQuery, channelStatusesSchema } from '../queries/channel-status/channel-status.query';
import { GetAutomationQuery } from '../queries/get-automation/get-automation.query';
import { ListPostsQuery, ListPostsRequest, listPostsRequestSchema, postPageSchema } from '../queries/list-posts/list-posts.query';
import { SocialAnalyticsQuery, socialAnalyticsSchema } from '../queries/social-analytics/social-analytics.query';
import { SocialSchedulerStatusQuery, socialSchedulerStatusSchema } from '../queries/social-scheduler-status/social-scheduler-status.query';

const postIdSchema = z.string().uuid();

@ApiTags('admin: social')
@Controller('api/social-media')
export class SocialMediaController {
  constructor(
    private readonly queries: QueryBus,
    private readonly actions: SocialActions,
  ) {}

  @Get('scheduler/status')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Automation state, the next post time and the number of stored scheduled posts' })
  @ApiZodResponse(200, socialSchedulerStatusSchema)
  schedulerStatus() {
    return this.queries.execute(new SocialSchedulerStatusQuery());
  }

  @Get('automation')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The stored automation state (active, paused, stopped) the scheduler obeys' })
  @ApiZodResponse(200, automationViewSchema)
  automation() {
    return this.queries.execute(new GetAutomationQuery());
  }

  @Post('automation')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start, pause or stop the automated Facebook posting' })
  @ApiZodBody(changeAutomationRequestSchema)
  @ApiZodResponse(200, automationViewSchema)
  changeAutomation(@Body(new ZodValidationPipe(changeAutomationRequestSchema)) body: z.infer<typeof changeAutomationRequestSchema>) {
    return this.actions.run(`automation-${body.action}`, new ChangeAutomationCommand(body.action), (a) => ({
      message: `Automation is ${a.state}`,
      data: { state: a.state },
    }));
  }

  @Get('channels')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Whether Instagram, X and TikTok can publish now (configured, token valid, permissions), asked of each platform' })
  @ApiZodResponse(200, channelStatusesSchema)
  channels() {
    return this.queries.execute(new ChannelStatusQuery());
  }

  @Get('posts')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Stored posts, newest first (drafts, scheduled, published, failed)' })
  @ApiZodQuery(listPostsRequestSchema)
  @ApiZodResponse(200, postPageSchema)
  posts(@Query(new ZodValidationPipe(listPostsRequestSchema)) r: ListPostsRequest) {
    return this.queries.execute(new ListPostsQuery(r));
  }

  @Get('limits')
  @ApiOperation({ summary: "Each platform's post-text limit, the same the channels and create-post enforce (X counts every link as 23)" })
  @ApiZodResponse(200, socialLimitsSchema)
  limits() {
    return { limits: Object.values(PLATFORM_LIMITS) };
  }

  @Get('queue')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The calendar: scheduled and published posts of a range of UK days, optionally of one platform' })
  @ApiZodQuery(postQueueRequestSchema)
  @ApiZodResponse(200, postQueueSchema)
  queue(@Query(new ZodValidationPipe(postQueueRequestSchema)) r: PostQueueRequest) {
    return this.queries.execute(new PostQueueQuery(r));
  }

  @Get('posts/:id/sandbox')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'What the sandbox channel stored for a post: text, link, image and the request the platform would have received' })
  @ApiZodParam('id', postIdSchema)
  @ApiZodResponse(200, sandboxDeliverySchema)
  sandboxDelivery(@Param('id', new ParseUUIDPipe({ version: undefined })) id: string) {
    return this.queries.execute(new SandboxDeliveryQuery(id));
  }

  @Post('posts')
  @HttpCode(201)
  @ApiOperation({ summary: "Store a draft: the admin's text, or text composed from an event's fields (404 unknown event)" })
  @ApiZodBody(createPostRequestSchema)
  @ApiZodResponse(201, postViewSchema)
  createPost(@Body(new ZodValidationPipe(createPostRequestSchema)) body: CreatePostRequest) {
    return this.actions.run('create-post', new CreatePostCommand(body.platform, body.eventId ?? null, body.content ?? null, body.sandbox ?? false), (p) => ({
      message: `Drafted a ${p.sandbox ? 'sandbox ' : ''}${p.platform} post`,
      data: { postId: p.id, eventId: p.eventId },
    }));
  }

  @Post('posts/generated')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Save one AI-written item (strategy post, Instagram caption, TikTok script) as an ai draft; the same item twice is refused (409)',
  })
  @ApiZodBody(saveGeneratedPostRequestSchema)
  @ApiZodResponse(201, postViewSchema)
  saveGenerated(@Body(new ZodValidationPipe(saveGeneratedPostRequestSchema)) body: SaveGeneratedPostRequest) {
    return this.actions.run('save-generated-post', new SaveGeneratedPostCommand(body), (p) => ({
      message: `Saved an AI-written ${p.platform} draft`,
      data: { postId: p.id, eventId: p.eventId },
    }));
  }

  @Post('posts/:id/schedule')
  @HttpCode(200)
  @ApiOperation({ summary: 'Schedule a post for a future time (UK time); the scheduled-posts job publishes it while automation is Active' })
  @ApiZodParam('id', postIdSchema)
  @ApiZodBody(schedulePostRequestSchema)
  @ApiZodResponse(200, postViewSchema)
  schedule(
    @Param('id', new ParseUUIDPipe({ version: undefined })) id: string,
    @Body(new ZodValidationPipe(schedulePostRequestSchema)) body: SchedulePostRequest,
  ) {
    return this.actions.run('schedule-post', new SchedulePostCommand(id, body.scheduledAt), (p) => ({
      message: `Scheduled a ${p.platform} post for ${p.scheduledAt}`,
      data: { postId: p.id, scheduledAt: p.scheduledAt },
    }));
  }

  @Post('posts/:id/unschedule')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take a scheduled post back to a draft (409 unless it is scheduled)' })
  @ApiZodParam('id', postIdSchema)
  @ApiZodResponse(200, postViewSchema)
  unschedule(@Param('id', new ParseUUIDPipe({ version: undefined })) id: string) {
    return this.actions.run('unschedule-post', new UnschedulePostCommand(id), (p) => ({ message: `Unscheduled a ${p.platform} post`, data: { postId: p.id } }));
  }

  @Post('posts/:id/publish')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Publish a stored draft (or retry a failed post) to Facebook, Instagram, X or TikTok (photo post); a refusal by the platform is stored on the post',
  })
  @ApiZodParam('id', postIdSchema)
  @ApiZodResponse(200, publishResultSchema)
  publish(@Param('id', new ParseUUIDPipe({ version: undefined })) id: string) {
    return this.actions.run('publish-post', new PublishPostCommand(id), (r) => ({
      message: r.message,
      success: r.success,
      data: { postId: r.post.id, externalId: r.post.externalId },
    }));
  }

  @Get('analytics')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Stored posts per platform and the engagement last fetched from Facebook; platforms without data say so' })
  @ApiZodResponse(200, socialAnalyticsSchema)
  analytics() {
    return this.queries.execute(new SocialAnalyticsQuery());
  }

  @Post('analytics/refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Fetch reactions, comments and shares of the latest 25 published posts back from Facebook' })
  @ApiZodResponse(200, refreshResultSchema)
  refreshAnalytics() {
    return this.actions.run('refresh-metrics', new RefreshPostMetricsCommand(), (r) => ({
      message: r.message,
      success: r.failed === 0,
      data: { refreshed: r.refreshed, failed: r.failed },
    }));
  }
}
