import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { MailModule } from '../mail/mail.module';
import { NewsletterLinks } from './application/newsletter-links';
import { NewsletterSubscriptionRepository } from './application/ports/newsletter-subscription.repository.port';
import { ConfirmNewsletterSubscriptionHandler } from './commands/confirm-subscription/confirm-newsletter-subscription.handler';
import { ConfirmNewsletterSubscriptionController } from './commands/confirm-subscription/confirm-newsletter-subscription.http.controller';
import { PurgeUnconfirmedSubscriptionsHandler } from './commands/purge-unconfirmed/purge-unconfirmed-subscriptions.handler';
import { purgeUnconfirmedSubscriptionsJob } from './commands/purge-unconfirmed/purge-unconfirmed-subscriptions.job';
import { SubscribeToNewsletterHandler } from './commands/subscribe/subscribe-to-newsletter.handler';
import { SubscribeToNewsletterController } from './commands/subscribe/subscribe-to-newsletter.http.controller';
import { UnsubscribeFromNewsletterHandler } from './commands/unsubscribe/unsubscribe-from-newsletter.handler';
import { UnsubscribeFromNewsletterController } from './commands/unsubscribe/unsubscribe-from-newsletter.http.controller';
import { TypeOrmNewsletterSubscriptionRepository } from './infrastructure/typeorm-newsletter-subscription.repository';
import { NewsletterSubscriptionEntity } from './infrastructure/newsletter-subscription.entity';
import { PublicLinks } from '../mail/contracts/public-links';

@Module({
  imports: [CqrsModule, MailModule, RateLimitModule],
  controllers: [SubscribeToNewsletterController, ConfirmNewsletterSubscriptionController, UnsubscribeFromNewsletterController],
  providers: [
    { provide: NewsletterLinks, useFactory: (links: PublicLinks) => new NewsletterLinks(links), inject: [PublicLinks] },
    { provide: NewsletterSubscriptionRepository, useClass: TypeOrmNewsletterSubscriptionRepository },
    SubscribeToNewsletterHandler,
    ConfirmNewsletterSubscriptionHandler,
    UnsubscribeFromNewsletterHandler,
    PurgeUnconfirmedSubscriptionsHandler,
  ],
  exports: [NewsletterLinks, NewsletterSubscriptionRepository],
})
export class NewsletterModule implements OnModuleInit {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [NewsletterSubscriptionEntity];

  constructor(private readonly jobs: JobScheduler) {}

  onModuleInit(): void {
    this.jobs.register(purgeUnconfirmedSubscriptionsJob);
  }
}
