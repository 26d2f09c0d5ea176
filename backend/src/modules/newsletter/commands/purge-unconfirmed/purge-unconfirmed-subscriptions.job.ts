import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { NewsletterSubscriptionRepository } from '../../application/ports/newsletter-subscription.repository.port';

export const UNCONFIRMED_RETENTION_DAYS = 30;

/** Nightly retention: sign-ups never confirmed within 30 days are deleted (each with its own event). */
@Injectable()
export class PurgeUnconfirmedSubscriptionsJob {
  private readonly logger = new Logger('PurgeUnconfirmedSubscriptionsJob');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly subscriptions: NewsletterSubscriptionRepository,
    private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { timeZone: 'Europe/London' })
  async run(): Promise<number> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - UNCONFIRMED_RETENTION_DAYS * 86_400_000);
    let purged = 0;
    for (;;) {
      const ids = await this.uow.run((m) => this.subscriptions.pendingStartedBefore(m, cutoff));
      if (ids.length === 0) break;
      for (const id of ids) {
        await this.uow.run(async (manager) => {
          const sub = await this.subscriptions.loadById(manager, id);
          if (!sub || sub.isActive) return;
          sub.unsubscribe(now, 'retention');
          await this.subscriptions.delete(manager, sub);
          purged += 1;
        });
      }
    }
    if (purged) this.logger.log(`deleted ${purged} unconfirmed newsletter sign-ups older than ${UNCONFIRMED_RETENTION_DAYS} days`);
    return purged;
  }
}
