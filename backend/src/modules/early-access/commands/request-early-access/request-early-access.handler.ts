import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../../../platform/config/app-config';
import { DomainError } from '../../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { Clock } from '../../../../platform/time/clock';
import { MailDispatcher } from '../../../mail/contracts/mail-dispatcher.port';
import { MailOutbox } from '../../../mail/contracts/mail-outbox.port';
import { PublicLinks } from '../../../mail/contracts/public-links';
import { hashEmail, normaliseEmail } from '../../../mail/contracts/email-address';
import { earlyAccessConfirmationMail } from '../../application/early-access.templates';
import { EarlyAccessSignupRepository } from '../../application/ports/early-access-signup.repository.port';
import { EarlyAccessSignup } from '../../domain/early-access-signup.aggregate';
import { EARLY_ACCESS_FEATURES } from '../../domain/early-access.features';
import { RequestEarlyAccessCommand } from './request-early-access.command';

const INVALID_EMAIL = 'Please enter a valid email address.';

/** The page appends " Check your email for confirmation." to this message. */
export const earlyAccessMessage = (label: string) => `Thanks! You're on the early access list for the ${label}.`;

/**
 * First sign-up per address and feature is stored and confirmed by mail; a repeat gets the same answer and no
 * second mail, so the answer tells nobody whether an address was already on the list.
 */
@CommandHandler(RequestEarlyAccessCommand)
export class RequestEarlyAccessHandler implements ICommandHandler<RequestEarlyAccessCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly signups: EarlyAccessSignupRepository,
    private readonly limiter: RateLimiter,
    private readonly outbox: MailOutbox,
    private readonly dispatcher: MailDispatcher,
    private readonly links: PublicLinks,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ feature, email: raw, ip }: RequestEarlyAccessCommand) {
    await this.limiter.enforce([
      { key: `early-access:ip:${ip}`, limit: 10, windowSeconds: 600 },
      { key: `early-access:ip-day:${ip}`, limit: 50, windowSeconds: 86_400 },
    ]);
    const email = normaliseEmail(raw);
    if (!email) throw new DomainError('EARLY_ACCESS.INVALID_EMAIL', 'invalid', INVALID_EMAIL, { fieldErrors: { email: INVALID_EMAIL } });
    await this.limiter.enforce([{ key: `early-access:email:${feature}:${hashEmail(email)}`, limit: 3, windowSeconds: 3600 }]);

    const { label } = EARLY_ACCESS_FEATURES[feature];
    const mailId = await this.uow.run(async (tx) => {
      const signup = EarlyAccessSignup.request(randomUUID(), feature, email, this.clock.now());
      if (!(await this.signups.addIfAbsent(tx, signup))) return null;
      return this.outbox.enqueue(tx, {
        idempotencyKey: `early-access:${signup.id}`,
        category: 'early-access',
        to: email,
        ...earlyAccessConfirmationMail({ label }, this.links.url('/')),
      });
    });
    if (mailId) await this.dispatcher.sendNow([mailId], Math.min(1000, this.config.values.MAIL_SEND_NOW_TIMEOUT_MS));
    return { message: earlyAccessMessage(label) };
  }
}
