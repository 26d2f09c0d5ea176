import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { MailModule } from '../mail/mail.module';
import { NewsletterLinks } from './application/newsletter-links';
import { NewsletterSubscriptionRepository } from './application/ports/newsletter-subscription.repository.port';
import { ConfirmNewsletterSubscriptionHandler } from './commands/confirm-subscription/confirm-newsletter-subscription.handler';
import { PurgeUnconfirmedSubscriptionsHandler } from './commands/purge-unconfirmed/purge-unconfirmed-subscriptions.handler';
import { purgeUnconfirmedSubscriptionsJob } from './commands/purge-unconfirmed/purge-unconfirmed-subscriptions.job';
import { SubscribeToNewsletterHandler } from './commands/subscribe/subscribe-to-newsletter.handler';
import { UnsubscribeFromNewsletterHandler } from './commands/unsubscribe/unsubscribe-from-newsletter.handler';
import { NewsletterController } from './http/newsletter.http.controller';
import { TypeOrmNewsletterSubscriptionRepository } from './infrastructure/typeorm-newsletter-subscription.repository';

@Module({
  imports: [CqrsModule, MailModule, RateLimitModule],
  controllers: [NewsletterController],
  providers: [
    NewsletterLinks,
    { provide: NewsletterSubscriptionRepository, useClass: TypeOrmNewsletterSubscriptionRepository },
    SubscribeToNewsletterHandler,
    ConfirmNewsletterSubscriptionHandler,
    UnsubscribeFromNewsletterHandler,
    PurgeUnconfirmedSubscriptionsHandler,
  ],
  exports: [NewsletterLinks, NewsletterSubscriptionRepository],
})
export class NewsletterModule implements OnModuleInit {
  constructor(private readonly jobs: JobScheduler) {}

  onModuleInit(): void {
    this.jobs.register(purgeUnconfirmedSubscriptionsJob);
  }
}
