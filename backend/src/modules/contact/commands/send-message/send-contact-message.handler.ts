import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../../../platform/config/app-config';
import { DomainError } from '../../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { Clock } from '../../../../platform/time/clock';
import { MailDispatcher } from '../../../mail/contracts/mail-dispatcher.port';
import { MailOutbox } from '../../../mail/contracts/mail-outbox.port';
import { hashEmail } from '../../../mail/contracts/email-address';
import { contactTeamMail } from '../../application/contact.templates';
import { ContactLimits } from '../../application/contact-rate-limits';
import { ContactChallengeStore } from '../../application/ports/contact-challenge.store.port';
import { ContactMessageRepository } from '../../application/ports/contact-message.repository.port';
import { ContactMessage } from '../../domain/contact-message.aggregate';
import { ContactMessages, FieldErrors, validateContactForm } from '../../domain/contact-form';
import { answerMatches } from '../../domain/verification-questions';
import { REPLY_PROMISE } from '../../contracts/reply-promise';
import { SendContactMessageCommand } from './send-contact-message.command';

export const CONTACT_SENT = `Thanks for getting in touch! We’ll get back to you ${REPLY_PROMISE}.`;

const invalid = (code: string, fieldErrors: FieldErrors) => {
  const messages = Object.values(fieldErrors);
  return new DomainError(code, 'invalid', messages.length === 1 ? messages[0]! : ContactMessages.several, { fieldErrors });
};

/**
 * Order: IP limit → honeypot → field rules → challenge (consumed once, right or wrong) → address limit →
 * store + team mail in one transaction. The challenge is only spent once the fields are valid, so a visitor
 * fixing a typo keeps their question; a wrong answer needs a new question, which stops answer guessing.
 */
@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessageCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly messages: ContactMessageRepository,
    private readonly challenges: ContactChallengeStore,
    private readonly limiter: RateLimiter,
    private readonly outbox: MailOutbox,
    private readonly dispatcher: MailDispatcher,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ input, ip }: SendContactMessageCommand) {
    await this.limiter.enforce(ContactLimits.sendByIp(ip));
    const honeypot = input.honeypot;
    if (honeypot !== undefined && honeypot !== null && String(honeypot).length > 0) {
      throw new DomainError('CONTACT.INVALID_SUBMISSION', 'invalid', ContactMessages.honeypot, { fieldErrors: { honeypot: ContactMessages.honeypot } });
    }
    const { form, fieldErrors } = validateContactForm(input);
    if (!form) throw invalid('CONTACT.INVALID', fieldErrors);

    const now = this.clock.now();
    const challenge = await this.challenges.consume(typeof input.challengeId === 'string' ? input.challengeId : '', now);
    if (challenge.status !== 'ok') throw invalid('CONTACT.CHALLENGE_EXPIRED', { captcha: ContactMessages.captchaExpired });
    if (!answerMatches(challenge.answer, String(input.captcha))) throw invalid('CONTACT.CHALLENGE_WRONG', { captcha: ContactMessages.captchaWrong });

    await this.limiter.enforce(ContactLimits.sendByEmail(hashEmail(form.email)));

    const { id, mailId } = await this.uow.run(async (tx) => {
      const message = ContactMessage.receive(randomUUID(), form, now);
      await this.messages.add(tx, message);
      const mailId = await this.outbox.enqueue(tx, {
        idempotencyKey: `contact-team:${message.id}`,
        category: 'contact',
        to: this.config.values.MAIL_TEAM_ADDRESS,
        ...contactTeamMail({ id: message.id, ...form, receivedAt: now.toISOString() }),
        headers: { 'Reply-To': form.email },
      });
      return { id: message.id, mailId };
    });
    // The message is stored either way; a slow mail server only delays the team's copy.
    await this.dispatcher.sendNow([mailId], Math.min(1000, this.config.values.MAIL_SEND_NOW_TIMEOUT_MS));
    return { message: CONTACT_SENT, id };
  }
}
