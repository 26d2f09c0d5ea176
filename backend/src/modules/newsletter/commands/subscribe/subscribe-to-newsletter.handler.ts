import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../../../platform/config/app-config';
import { DomainError } from '../../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { Clock } from '../../../../platform/time/clock';
import { MailDispatcher } from '../../../mail/contracts/mail-dispatcher.port';
import { MailOutbox } from '../../../mail/contracts/mail-outbox.port';
import { hashEmail, normaliseEmail } from '../../../mail/contracts/email-address';
import { newsletterConfirmationMail, newsletterWelcomeMail } from '../../application/newsletter.templates';
import { NewsletterSettingsStore } from '../../application/ports/newsletter-settings.store.port';
import { NewsletterLinks } from '../../application/newsletter-links';
import { NewsletterLimits } from '../../application/newsletter-limits';
import { hashToken, newToken } from '../../../mail/contracts/double-opt-in';
import { NewsletterSubscriptionRepository } from '../../application/ports/newsletter-subscription.repository.port';
import { CONFIRMATION_TTL_DAYS, NewsletterSubscription } from '../../domain/newsletter-subscription.aggregate';
import { SubscribeResult, SubscribeToNewsletterCommand } from './subscribe-to-newsletter.command';

const INVALID_EMAIL = 'Please enter a valid email address.';
export const SubscribeMessages = {
  pending: 'Thanks for subscribing! Check your email to confirm your subscription.',
  delayed: 'You’re on our list! Your confirmation email is delayed and will follow shortly.',
  already: 'You’re already on our newsletter list. Thanks for your interest!',
  active: 'Thanks for subscribing! You’re on our list.',
};

/**
 * New or still-pending address: (re)send the double opt-in link and answer the same way, so the answer does not
 * tell a stranger whether an address has a pending subscription. Only an active address is reported as
 * `alreadySubscribed` (200, never 409), which is what the spec's home block shows.
 */
@CommandHandler(SubscribeToNewsletterCommand)
export class SubscribeToNewsletterHandler implements ICommandHandler<SubscribeToNewsletterCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly subscriptions: NewsletterSubscriptionRepository,
    private readonly limiter: RateLimiter,
    private readonly outbox: MailOutbox,
    private readonly dispatcher: MailDispatcher,
    private readonly links: NewsletterLinks,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly settings: NewsletterSettingsStore,
  ) {}

  async execute({ email: raw, ip }: SubscribeToNewsletterCommand): Promise<SubscribeResult> {
    await this.limiter.enforce(NewsletterLimits.subscribeByIp(ip));
    const email = normaliseEmail(raw);
    if (!email) throw new DomainError('NEWSLETTER.INVALID_EMAIL', 'invalid', INVALID_EMAIL, { fieldErrors: { email: INVALID_EMAIL } });
    await this.limiter.enforce(NewsletterLimits.subscribeByEmail(hashEmail(email)));

    const requestId = randomUUID();
    const { doubleOptIn } = await this.settings.get();
    const outcome = await this.uow.run(async (tx) => {
      const now = this.clock.now();
      const confirmToken = newToken();
      const fresh = NewsletterSubscription.start(randomUUID(), email, { confirmTokenHash: hashToken(confirmToken), unsubscribeToken: newToken() }, now);
      // Double opt-in off (newsletter settings): a sign-up is active at once and gets the welcome mail.
      if (!doubleOptIn) fresh.activateWithoutConfirmation(now);
      let sub: NewsletterSubscription | null = fresh;
      if (!(await this.subscriptions.insertIfAbsent(tx, fresh))) {
        sub = await this.subscriptions.loadByEmail(tx, email);
        if (!sub) throw new DomainError('NEWSLETTER.RETRY', 'conflict', 'Please try again.');
        if (sub.isActive) return { kind: 'already' as const };
        if (sub.mayRestartOptIn) {
          sub.restartOptIn(hashToken(confirmToken), now);
          if (!doubleOptIn) sub.activateWithoutConfirmation(now);
        } else {
          if (!sub.canReissueConfirmation(now)) return { kind: 'pending' as const, mailId: null };
          sub.reissueConfirmation(hashToken(confirmToken), now);
        }
        await this.subscriptions.save(tx, sub);
      }
      if (sub.isActive) {
        const welcome = newsletterWelcomeMail({ unsubscribe: this.links.unsubscribe(sub.state.unsubscribeToken), site: this.links.site });
        const mailId = await this.outbox.enqueue(tx, {
          idempotencyKey: `newsletter-welcome:${requestId}`,
          category: 'newsletter',
          to: email,
          ...welcome,
          headers: this.links.headers(sub.state.unsubscribeToken),
        });
        return { kind: 'active' as const, mailId };
      }
      const mail = newsletterConfirmationMail({
        confirm: this.links.confirm(confirmToken),
        unsubscribe: this.links.unsubscribe(sub.state.unsubscribeToken),
        expiresInDays: CONFIRMATION_TTL_DAYS,
      });
      const mailId = await this.outbox.enqueue(tx, {
        idempotencyKey: `newsletter-confirm:${requestId}`,
        category: 'newsletter',
        to: email,
        ...mail,
        headers: this.links.headers(sub.state.unsubscribeToken),
      });
      return { kind: 'pending' as const, mailId };
    });

    if (outcome.kind === 'already') return { message: SubscribeMessages.already, alreadySubscribed: true };
    if (outcome.kind === 'active') {
      await this.dispatcher.sendNow([outcome.mailId], this.config.values.MAIL_SEND_NOW_TIMEOUT_MS);
      return { message: SubscribeMessages.active };
    }
    if (outcome.mailId && !(await this.dispatcher.sendNow([outcome.mailId], this.config.values.MAIL_SEND_NOW_TIMEOUT_MS))) {
      return { message: SubscribeMessages.delayed, emailDeliveryIssue: true };
    }
    return { message: SubscribeMessages.pending };
  }
}
