import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { MailModule } from '../mail/mail.module';
import { PublicLinks } from '../mail/contracts/public-links';
import { NewsletterLinks } from './application/newsletter-links';
import { CampaignRepository } from './application/ports/campaign.repository.port';
import { EmailTemplateRepository } from './application/ports/email-template.repository.port';
import { SegmentRepository } from './application/ports/segment.repository.port';
import { CampaignReportReader } from './application/ports/campaign-report.reader.port';
import { TypeOrmCampaignReportReader } from './infrastructure/typeorm-campaign-report.reader';
import { CampaignReportController } from './queries/campaign-report/campaign-report.http.controller';
import { CampaignReportHandler } from './queries/campaign-report/campaign-report.handler';
import { SegmentsController } from './commands/save-segment/segments.http.controller';
import { SaveSegmentHandler } from './commands/save-segment/save-segment.handler';
import { DeleteSegmentHandler } from './commands/delete-segment/delete-segment.handler';
import { ListSegmentsHandler } from './queries/list-segments/list-segments.handler';
import { TypeOrmSegmentRepository } from './infrastructure/typeorm-segment.repository';
import { NewsletterSettingsStore } from './application/ports/newsletter-settings.store.port';
import { NewsletterSubscriptionRepository } from './application/ports/newsletter-subscription.repository.port';
import { SubscriberAdminRepository } from './application/ports/subscriber-admin.repository.port';
import { AddSubscriberHandler } from './commands/add-subscriber/add-subscriber.handler';
import { AddSubscriberController } from './commands/add-subscriber/add-subscriber.http.controller';
import { BulkSubscriberActionHandler } from './commands/bulk-subscriber-action/bulk-subscriber-action.handler';
import { BulkSubscriberActionController } from './commands/bulk-subscriber-action/bulk-subscriber-action.http.controller';
import { BuildDigestHandler } from './commands/build-digest/build-digest.handler';
import { buildDigestJob } from './commands/build-digest/build-digest.job';
import { CancelCampaignHandler } from './commands/cancel-campaign/cancel-campaign.handler';
import { CancelCampaignController } from './commands/cancel-campaign/cancel-campaign.http.controller';
import { ConfirmNewsletterSubscriptionHandler } from './commands/confirm-subscription/confirm-newsletter-subscription.handler';
import { ConfirmNewsletterSubscriptionController } from './commands/confirm-subscription/confirm-newsletter-subscription.http.controller';
import { DeleteSubscriberHandler } from './commands/delete-subscriber/delete-subscriber.handler';
import { DeleteSubscriberController } from './commands/delete-subscriber/delete-subscriber.http.controller';
import { DeleteTemplateHandler } from './commands/delete-template/delete-template.handler';
import { ImportSubscribersHandler } from './commands/import-subscribers/import-subscribers.handler';
import { ImportSubscribersController } from './commands/import-subscribers/import-subscribers.http.controller';
import { NewsletterAdminActions } from './commands/newsletter-admin-action';
import { ProcessCampaignsHandler } from './commands/process-campaigns/process-campaigns.handler';
import { processCampaignsJob } from './commands/process-campaigns/process-campaigns.job';
import { PurgeUnconfirmedSubscriptionsHandler } from './commands/purge-unconfirmed/purge-unconfirmed-subscriptions.handler';
import { purgeUnconfirmedSubscriptionsJob } from './commands/purge-unconfirmed/purge-unconfirmed-subscriptions.job';
import { SaveCampaignHandler } from './commands/save-campaign/save-campaign.handler';
import { SaveCampaignController } from './commands/save-campaign/save-campaign.http.controller';
import { EmailTemplatesController } from './commands/save-template/email-templates.http.controller';
import { SaveTemplateHandler } from './commands/save-template/save-template.handler';
import { SendCampaignHandler } from './commands/send-campaign/send-campaign.handler';
import { SendCampaignController } from './commands/send-campaign/send-campaign.http.controller';
import { SendTestCampaignHandler } from './commands/send-test-campaign/send-test-campaign.handler';
import { SendTestCampaignController } from './commands/send-test-campaign/send-test-campaign.http.controller';
import { SubscribeToNewsletterHandler } from './commands/subscribe/subscribe-to-newsletter.handler';
import { SubscribeToNewsletterController } from './commands/subscribe/subscribe-to-newsletter.http.controller';
import { TestEmailConfigurationHandler } from './commands/test-email-configuration/test-email-configuration.handler';
import { TestEmailConfigurationController } from './commands/test-email-configuration/test-email-configuration.http.controller';
import { TrackCampaignHandler } from './commands/track-campaign/track-campaign.handler';
import { TrackCampaignController } from './commands/track-campaign/track-campaign.http.controller';
import { UnsubscribeFromNewsletterHandler } from './commands/unsubscribe/unsubscribe-from-newsletter.handler';
import { UnsubscribeFromNewsletterController } from './commands/unsubscribe/unsubscribe-from-newsletter.http.controller';
import { UpdateNewsletterSettingsHandler } from './commands/update-settings/update-settings.handler';
import { NewsletterSettingsController } from './commands/update-settings/update-settings.http.controller';
import { UpdateSubscriberHandler } from './commands/update-subscriber/update-subscriber.handler';
import { UpdateSubscriberController } from './commands/update-subscriber/update-subscriber.http.controller';
import { NewsletterSubscriptionEntity } from './infrastructure/newsletter-subscription.entity';
import { PostgresNewsletterSettingsStore } from './infrastructure/postgres-newsletter-settings.store';
import { TypeOrmCampaignRepository } from './infrastructure/typeorm-campaign.repository';
import { TypeOrmEmailTemplateRepository } from './infrastructure/typeorm-email-template.repository';
import { TypeOrmNewsletterSubscriptionRepository } from './infrastructure/typeorm-newsletter-subscription.repository';
import { TypeOrmSubscriberAdminRepository } from './infrastructure/typeorm-subscriber-admin.repository';
import { CampaignRecipientsHandler } from './queries/campaign-recipients/campaign-recipients.handler';
import { CampaignRecipientsController } from './queries/campaign-recipients/campaign-recipients.http.controller';
import { ExportSubscribersHandler } from './queries/export-subscribers/export-subscribers.handler';
import { ExportSubscribersController } from './queries/export-subscribers/export-subscribers.http.controller';
import { GetNewsletterDashboardHandler } from './queries/get-newsletter-dashboard/get-newsletter-dashboard.handler';
import { GetNewsletterDashboardController } from './queries/get-newsletter-dashboard/get-newsletter-dashboard.http.controller';
import { GetNewsletterSettingsHandler } from './queries/get-settings/get-newsletter-settings.handler';
import { ListCampaignsHandler } from './queries/list-campaigns/list-campaigns.handler';
import { ListCampaignsController } from './queries/list-campaigns/list-campaigns.http.controller';
import { ListSubscribersHandler } from './queries/list-subscribers/list-subscribers.handler';
import { ListSubscribersController } from './queries/list-subscribers/list-subscribers.http.controller';
import { ListTemplatesHandler } from './queries/list-templates/list-templates.handler';
import { PreviewCampaignHandler } from './queries/preview-campaign/preview-campaign.handler';
import { SentMailController } from './queries/sent-mail/sent-mail.http.controller';
import { PreviewCampaignController } from './queries/preview-campaign/preview-campaign.http.controller';

@Module({
  imports: [CqrsModule, MailModule, RateLimitModule],
  controllers: [
    SubscribeToNewsletterController,
    ConfirmNewsletterSubscriptionController,
    UnsubscribeFromNewsletterController,
    // Staff side (issue 11); every route below is behind the global admin guard except the tracking links.
    ListSubscribersController,
    BulkSubscriberActionController,
    AddSubscriberController,
    UpdateSubscriberController,
    DeleteSubscriberController,
    ImportSubscribersController,
    ExportSubscribersController,
    GetNewsletterDashboardController,
    NewsletterSettingsController,
    TestEmailConfigurationController,
    ListCampaignsController,
    PreviewCampaignController,
    SendTestCampaignController,
    SaveCampaignController,
    SendCampaignController,
    CancelCampaignController,
    EmailTemplatesController,
    SegmentsController,
    CampaignReportController,
    TrackCampaignController,
    SentMailController,
    CampaignRecipientsController,
  ],
  providers: [
    { provide: NewsletterLinks, useFactory: (links: PublicLinks) => new NewsletterLinks(links), inject: [PublicLinks] },
    { provide: NewsletterSubscriptionRepository, useClass: TypeOrmNewsletterSubscriptionRepository },
    { provide: SubscriberAdminRepository, useClass: TypeOrmSubscriberAdminRepository },
    { provide: CampaignRepository, useClass: TypeOrmCampaignRepository },
    { provide: EmailTemplateRepository, useClass: TypeOrmEmailTemplateRepository },
    { provide: SegmentRepository, useClass: TypeOrmSegmentRepository },
    { provide: CampaignReportReader, useClass: TypeOrmCampaignReportReader },
    { provide: NewsletterSettingsStore, useClass: PostgresNewsletterSettingsStore },
    NewsletterAdminActions,
    SubscribeToNewsletterHandler,
    ConfirmNewsletterSubscriptionHandler,
    UnsubscribeFromNewsletterHandler,
    PurgeUnconfirmedSubscriptionsHandler,
    AddSubscriberHandler,
    UpdateSubscriberHandler,
    DeleteSubscriberHandler,
    BulkSubscriberActionHandler,
    ImportSubscribersHandler,
    ExportSubscribersHandler,
    ListSubscribersHandler,
    GetNewsletterDashboardHandler,
    GetNewsletterSettingsHandler,
    UpdateNewsletterSettingsHandler,
    TestEmailConfigurationHandler,
    SaveCampaignHandler,
    SendCampaignHandler,
    SendTestCampaignHandler,
    CancelCampaignHandler,
    ProcessCampaignsHandler,
    ListCampaignsHandler,
    PreviewCampaignHandler,
    TrackCampaignHandler,
    SaveTemplateHandler,
    DeleteTemplateHandler,
    ListTemplatesHandler,
    SaveSegmentHandler,
    DeleteSegmentHandler,
    ListSegmentsHandler,
    CampaignReportHandler,
    BuildDigestHandler,
    CampaignRecipientsHandler,
  ],
  exports: [NewsletterLinks, NewsletterSubscriptionRepository],
})
export class NewsletterModule implements OnModuleInit {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [NewsletterSubscriptionEntity];

  constructor(private readonly jobs: JobScheduler) {}

  onModuleInit(): void {
    this.jobs.register(purgeUnconfirmedSubscriptionsJob);
    this.jobs.register(processCampaignsJob);
    this.jobs.register(buildDigestJob);
  }
}
