import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { Clock } from '../../../../platform/time/clock';
import { NewsletterLimits } from '../../application/newsletter-limits';
import { isWellFormedToken } from '../../../mail/contracts/double-opt-in';
import { NewsletterSubscriptionRepository } from '../../application/ports/newsletter-subscription.repository.port';
import { UnsubscribeFromNewsletterCommand } from './unsubscribe-from-newsletter.command';

/**
 * One-click unsubscribe (RFC 8058). Idempotent: an unknown or already used token answers "unsubscribed" too,
 * which also reveals nothing about whether a token ever existed. The row stays as `unsubscribed` so the address is
 * never mailed again (privacy page); staff see it in the subscriber list.
 */
@CommandHandler(UnsubscribeFromNewsletterCommand)
export class UnsubscribeFromNewsletterHandler implements ICommandHandler<UnsubscribeFromNewsletterCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly subscriptions: NewsletterSubscriptionRepository,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute({ token, ip }: UnsubscribeFromNewsletterCommand): Promise<'unsubscribed' | 'invalid'> {
    await this.limiter.enforce(NewsletterLimits.linkByIp(ip));
    if (!isWellFormedToken(token)) return 'invalid';
    await this.uow.run(async (tx) => {
      const sub = await this.subscriptions.loadByUnsubscribeToken(tx, token);
      if (!sub) return;
      sub.unsubscribe(this.clock.now(), 'link');
      await this.subscriptions.save(tx, sub);
    });
    return 'unsubscribed';
  }
}
