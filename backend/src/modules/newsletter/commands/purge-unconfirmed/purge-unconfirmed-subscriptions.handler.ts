import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import { UNCONFIRMED_RETENTION_DAYS } from '../../../mail/contracts/double-opt-in';
import { NewsletterSubscriptionRepository } from '../../application/ports/newsletter-subscription.repository.port';
import { PurgeUnconfirmedSubscriptionsCommand } from './purge-unconfirmed-subscriptions.command';

@CommandHandler(PurgeUnconfirmedSubscriptionsCommand)
export class PurgeUnconfirmedSubscriptionsHandler implements ICommandHandler<PurgeUnconfirmedSubscriptionsCommand> {
  private readonly logger = new Logger('PurgeUnconfirmedSubscriptions');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly subscriptions: NewsletterSubscriptionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<JobResult> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - UNCONFIRMED_RETENTION_DAYS * 86_400_000);
    let purged = 0;
    for (;;) {
      const ids = await this.uow.run((m) => this.subscriptions.pendingStartedBefore(m, cutoff));
      if (ids.length === 0) break;
      for (const id of ids) {
        await this.uow.run(async (tx) => {
          const sub = await this.subscriptions.loadById(tx, id);
          if (!sub || sub.state.status !== 'pending') return;
          sub.unsubscribe(now, 'retention');
          await this.subscriptions.delete(tx, sub);
          purged += 1;
        });
      }
    }
    if (purged) this.logger.log(`deleted ${purged} unconfirmed newsletter sign-ups older than ${UNCONFIRMED_RETENTION_DAYS} days`);
    return {
      message: `Deleted ${purged} newsletter sign-ups not confirmed within ${UNCONFIRMED_RETENTION_DAYS} days`,
      counts: { subscriptions: purged },
    };
  }
}
