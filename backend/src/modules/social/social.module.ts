import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AppConfig } from '../../platform/config/app-config';
import { AiModule } from '../ai/ai.module';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { AutomationRepository } from './application/ports/automation.repository.port';
import { FacebookPage } from './application/ports/facebook-page.port';
import { SandboxChannel } from './application/ports/sandbox-channel.port';
import { SocialChannel } from './application/ports/social-channel.port';
import { SocialConnectionStore } from './application/ports/social-connection.store.port';
import { SocialPostRepository } from './application/ports/social-post.repository.port';
import { TikTokOAuth } from './application/ports/tiktok-oauth.port';
import { TokenCipher } from './application/ports/token-cipher.port';
import { SocialLinks } from './application/social-links';
import { ChangeAutomationHandler } from './commands/change-automation/change-automation.handler';
import { CompleteTikTokAuthorisationHandler } from './commands/complete-tiktok-authorisation/complete-tiktok-authorisation.handler';
import { CreatePostHandler } from './commands/create-post/create-post.handler';
import { DisconnectTikTokHandler } from './commands/disconnect-tiktok/disconnect-tiktok.handler';
import { FacebookPublisher } from './commands/facebook-publisher';
import { GenerateEventPromotionHandler } from './commands/generate-event-promotion/generate-event-promotion.handler';
import { GenerateSocialContentHandler } from './commands/generate-social-content/generate-social-content.handler';
import { PostUpcomingFestivalsHandler } from './commands/post-upcoming-festivals/post-upcoming-festivals.handler';
import { PostPublisher, SOCIAL_CHANNELS } from './commands/post-publisher';
import { PublishScheduledPostsHandler } from './commands/publish-scheduled-posts/publish-scheduled-posts.handler';
import { socialScheduledPostsJob } from './commands/publish-scheduled-posts/publish-scheduled-posts.job';
import { SaveGeneratedPostHandler } from './commands/save-generated-post/save-generated-post.handler';
import { SchedulePostHandler } from './commands/schedule-post/schedule-post.handler';
import { UnschedulePostHandler } from './commands/unschedule-post/unschedule-post.handler';
import { FacebookChannel } from './infrastructure/facebook.channel';
import { GraphApiInstagramChannel } from './infrastructure/graph-api-instagram.channel';
import { TikTokContentPostingChannel } from './infrastructure/tiktok-content-posting.channel';
import { XApiChannel } from './infrastructure/x-api.channel';
import { PublishPostHandler } from './commands/publish-post/publish-post.handler';
import { RefreshPostMetricsHandler } from './commands/refresh-post-metrics/refresh-post-metrics.handler';
import { RefreshTikTokTokensHandler } from './commands/refresh-tiktok-tokens/refresh-tiktok-tokens.handler';
import { refreshTikTokTokensJob } from './commands/refresh-tiktok-tokens/refresh-tiktok-tokens.job';
import { RunAutomationPlanHandler } from './commands/run-automation-plan/run-automation-plan.handler';
import { socialPlanPostsJob } from './commands/run-automation-plan/run-automation-plan.job';
import { RunFacebookScheduleHandler } from './commands/run-facebook-schedule/run-facebook-schedule.handler';
import { facebookPostsJob } from './commands/run-facebook-schedule/run-facebook-schedule.job';
import { SocialActions } from './commands/social-actions';
import { TikTokAccess } from './commands/tiktok-access';
import { StartTikTokAuthorisationHandler } from './commands/start-tiktok-authorisation/start-tiktok-authorisation.handler';
import { FacebookController } from './http/facebook.http.controller';
import { SocialContentController } from './http/social-content.http.controller';
import { SocialMediaController } from './http/social-media.http.controller';
import { TikTokController } from './http/tiktok.http.controller';
import { AesGcmTokenCipher } from './infrastructure/aes-gcm-token.cipher';
import { GraphApiFacebookPage } from './infrastructure/graph-api-facebook.page';
import { SqlSandboxChannel } from './infrastructure/sql-sandbox.channel';
import { SqlAutomationRepository } from './infrastructure/sql-automation.repository';
import { SqlSocialConnectionStore } from './infrastructure/sql-social-connection.store';
import { SqlSocialPostRepository } from './infrastructure/sql-social-post.repository';
import { TikTokLoginKit } from './infrastructure/tiktok-login-kit';
import { ChannelStatusHandler } from './queries/channel-status/channel-status.handler';
import { FacebookHealthCheckHandler } from './queries/facebook-health-check/facebook-health-check.handler';
import { FacebookPermissionsHandler } from './queries/facebook-permissions/facebook-permissions.handler';
import { FacebookSchedulerStatusHandler } from './queries/facebook-scheduler-status/facebook-scheduler-status.handler';
import { GetAutomationHandler } from './queries/get-automation/get-automation.handler';
import { PostQueueHandler } from './queries/post-queue/post-queue.handler';
import { SandboxDeliveryHandler } from './queries/sandbox-delivery/sandbox-delivery.handler';
import { ListPostsHandler } from './queries/list-posts/list-posts.handler';
import { SocialAnalyticsHandler } from './queries/social-analytics/social-analytics.handler';
import { SocialSchedulerStatusHandler } from './queries/social-scheduler-status/social-scheduler-status.handler';
import { TikTokStatusHandler } from './queries/tiktok-status/tiktok-status.handler';

/** Refuses to start a production site that could receive TikTok tokens but has no key to encrypt them. */
export function tokenCipherFor(config: AppConfig): TokenCipher {
  const v = config.values;
  if (v.NODE_ENV === 'production' && v.TIKTOK_CLIENT_KEY && !v.TOKEN_ENCRYPTION_KEY) {
    throw new Error('Invalid configuration: TOKEN_ENCRYPTION_KEY (base64 of 32 bytes) is required in production when TIKTOK_CLIENT_KEY is set');
  }
  return new AesGcmTokenCipher(v.TOKEN_ENCRYPTION_KEY);
}

/** Facebook, Instagram, X and TikTok publishing, the UK-time scheduler, the automation state, the TikTok connection (docs/social.md). */
@Module({
  // AiModule lends the AI port and its usage log to the AI-written content (docs/social-ai.md).
  imports: [CqrsModule, AiModule],
  controllers: [FacebookController, SocialMediaController, SocialContentController, TikTokController],
  providers: [
    { provide: SocialPostRepository, useClass: SqlSocialPostRepository },
    { provide: AutomationRepository, useClass: SqlAutomationRepository },
    { provide: SocialConnectionStore, useClass: SqlSocialConnectionStore },
    { provide: FacebookPage, useClass: GraphApiFacebookPage },
    { provide: SandboxChannel, useClass: SqlSandboxChannel },
    { provide: TikTokOAuth, useClass: TikTokLoginKit },
    { provide: TokenCipher, useFactory: tokenCipherFor, inject: [AppConfig] },
    {
      provide: SocialLinks,
      useFactory: (config: AppConfig) => new SocialLinks(config.values.PUBLIC_BASE_URL ?? `http://localhost:${config.values.PORT}`),
      inject: [AppConfig],
    },
    FacebookPublisher,
    FacebookChannel,
    GraphApiInstagramChannel,
    XApiChannel,
    TikTokAccess,
    TikTokContentPostingChannel,
    {
      provide: SOCIAL_CHANNELS,
      useFactory: (...channels: SocialChannel[]) => channels,
      inject: [FacebookChannel, GraphApiInstagramChannel, XApiChannel, TikTokContentPostingChannel],
    },
    PostPublisher,
    SocialActions,
    SaveGeneratedPostHandler,
    SchedulePostHandler,
    UnschedulePostHandler,
    PublishScheduledPostsHandler,
    GenerateSocialContentHandler,
    GenerateEventPromotionHandler,
    PostUpcomingFestivalsHandler,
    RunFacebookScheduleHandler,
    RunAutomationPlanHandler,
    CreatePostHandler,
    PublishPostHandler,
    ChangeAutomationHandler,
    RefreshPostMetricsHandler,
    StartTikTokAuthorisationHandler,
    CompleteTikTokAuthorisationHandler,
    DisconnectTikTokHandler,
    RefreshTikTokTokensHandler,
    FacebookPermissionsHandler,
    ChannelStatusHandler,
    FacebookSchedulerStatusHandler,
    FacebookHealthCheckHandler,
    SocialSchedulerStatusHandler,
    GetAutomationHandler,
    ListPostsHandler,
    PostQueueHandler,
    SandboxDeliveryHandler,
    SocialAnalyticsHandler,
    TikTokStatusHandler,
  ],
})
export class SocialModule implements OnModuleInit {
  constructor(private readonly jobs: JobScheduler) {}

  onModuleInit(): void {
    this.jobs.register(facebookPostsJob);
    this.jobs.register(refreshTikTokTokensJob);
    this.jobs.register(socialScheduledPostsJob);
    this.jobs.register(socialPlanPostsJob);
  }
}
