import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../platform/config/app-config';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { Clock } from '../../../../platform/time/clock';
import { MailDispatcher } from '../../../mail/contracts/mail-dispatcher.port';
import { MailOutbox } from '../../../mail/contracts/mail-outbox.port';
import { newsletterWelcomeMail } from '../../application/newsletter.templates';
import { NewsletterLinks } from '../../application/newsletter-links';
import { NewsletterLimits } from '../../application/newsletter-limits';
import { hashToken, isWellFormedToken } from '../../../mail/contracts/double-opt-in';
import { NewsletterSubscriptionRepository } from '../../application/ports/newsletter-subscription.repository.port';
import { ConfirmNewsletterSubscriptionCommand, ConfirmResult } from './confirm-newsletter-subscription.command';

/** Double opt-in link: pending → active, then a welcome mail (with the one-click unsubscribe headers). */
@CommandHandler(ConfirmNewsletterSubscriptionCommand)
export class ConfirmNewsletterSubscriptionHandler implements ICommandHandler<ConfirmNewsletterSubscriptionCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly subscriptions: NewsletterSubscriptionRepository,
    private readonly limiter: RateLimiter,
    private readonly outbox: MailOutbox,
    private readonly dispatcher: MailDispatcher,
    private readonly links: NewsletterLinks,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ token, ip }: ConfirmNewsletterSubscriptionCommand): Promise<ConfirmResult> {
    await this.limiter.enforce(NewsletterLimits.linkByIp(ip));
    if (!isWellFormedToken(token)) return 'invalid';
    const outcome = await this.uow.run(async (tx) => {
      const sub = await this.subscriptions.loadByConfirmTokenHash(tx, hashToken(token));
      if (!sub) return { result: 'invalid' as const, mailId: null };
      const result = sub.confirm(this.clock.now());
      if (result !== 'confirmed') return { result, mailId: null };
      await this.subscriptions.save(tx, sub);
      const mailId = await this.outbox.enqueue(tx, {
        idempotencyKey: `newsletter-welcome:${sub.id}`,
        category: 'newsletter',
        to: sub.state.email,
        ...newsletterWelcomeMail({ unsubscribe: this.links.unsubscribe(sub.state.unsubscribeToken), site: this.links.site }),
        headers: this.links.headers(sub.state.unsubscribeToken),
      });
      return { result, mailId };
    });
    // The welcome mail is a courtesy: the page does not wait long for it, the outbox delivers it anyway.
    if (outcome.mailId) await this.dispatcher.sendNow([outcome.mailId], Math.min(1000, this.config.values.MAIL_SEND_NOW_TIMEOUT_MS));
    return outcome.result;
  }
}
