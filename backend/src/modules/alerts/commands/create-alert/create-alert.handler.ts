import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../../../platform/config/app-config';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { Clock } from '../../../../platform/time/clock';
import { KnownCategories } from '../../../events/application/ports/known-categories.port';
import { searchFeedTitle } from '../../../feeds/contracts/feed-titles';
import { CONFIRMATION_TTL_DAYS, hashToken, newToken, RESEND_AFTER_MS } from '../../../mail/contracts/double-opt-in';
import { hashEmail, normaliseEmail } from '../../../mail/contracts/email-address';
import { MailDispatcher } from '../../../mail/contracts/mail-dispatcher.port';
import { MailOutbox } from '../../../mail/contracts/mail-outbox.port';
import { AlertLimits } from '../../application/alert-limits';
import { AlertLinks } from '../../application/alert-links';
import { alertConfirmationMail } from '../../application/alert.templates';
import { AlertStore } from '../../application/ports/alert.store.port';
import { AlertSearch, alertSearchKey } from '../../contracts/alert-search';
import { alertErrors } from '../../domain/alert.errors';
import { CreateAlertCommand, CreateAlertResult } from './create-alert.command';

const DAY_MS = 86_400_000;
export const CreateAlertMessages = {
  sent: 'Check your email: click the link we sent to start your alert.',
  delayed: 'Your alert is saved; the confirmation email is delayed and will follow shortly.',
};

/**
 * "Alert me": the address and the search are stored with a pending alert and a double opt-in mail (the newsletter's
 * rules: a 7-day link, at most one fresh link a minute, the same rate limits). An alert already confirmed gets no mail.
 */
@CommandHandler(CreateAlertCommand)
export class CreateAlertHandler implements ICommandHandler<CreateAlertCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: AlertStore,
    private readonly limiter: RateLimiter,
    private readonly outbox: MailOutbox,
    private readonly dispatcher: MailDispatcher,
    private readonly links: AlertLinks,
    private readonly categories: KnownCategories,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ body, ip }: CreateAlertCommand): Promise<CreateAlertResult> {
    await this.limiter.enforce(AlertLimits.subscribeByIp(ip));
    const email = normaliseEmail(body.email);
    if (!email) throw alertErrors.invalidEmail();
    await this.limiter.enforce(AlertLimits.subscribeByEmail(hashEmail(email)));
    const search: AlertSearch = body.search.kind === 'smart' ? { kind: 'smart', q: body.search.q } : { kind: 'search', params: body.search.params };
    const label = await this.label(search);
    const searchId = alertSearchKey(search);

    const mailId = await this.uow.run(async (tx) => {
      const now = this.clock.now();
      const addressId = await this.store.upsertAddress(tx, randomUUID(), email, now);
      await this.store.upsertSearch(tx, searchId, search, now);
      const existing = await this.store.findForUpdate(tx, addressId, searchId);
      const token = newToken();
      const expiresAt = new Date(now.getTime() + CONFIRMATION_TTL_DAYS * DAY_MS);
      let alertId: string;
      let unsubscribeToken: string;
      if (!existing) {
        alertId = randomUUID();
        unsubscribeToken = newToken();
        await this.store.insertPending(tx, {
          id: alertId,
          addressId,
          searchId,
          label,
          frequency: body.frequency,
          confirmTokenHash: hashToken(token),
          confirmTokenExpiresAt: expiresAt,
          unsubscribeToken,
          createdAt: now,
        });
      } else {
        if (existing.status !== 'pending') return null;
        const issuedAt = (existing.confirmTokenExpiresAt?.getTime() ?? 0) - CONFIRMATION_TTL_DAYS * DAY_MS;
        if (now.getTime() - issuedAt < RESEND_AFTER_MS) return null;
        await this.store.reissueConfirmation(tx, existing.id, hashToken(token), expiresAt, body.frequency);
        alertId = existing.id;
        unsubscribeToken = existing.unsubscribeToken;
      }
      return this.outbox.enqueue(tx, {
        idempotencyKey: `alert-confirm:${alertId}:${hashToken(token).slice(0, 16)}`,
        category: 'alert',
        to: email,
        ...alertConfirmationMail({
          label,
          frequency: body.frequency,
          confirm: this.links.confirm(token),
          unsubscribe: this.links.unsubscribePage(unsubscribeToken),
          expiresInDays: CONFIRMATION_TTL_DAYS,
        }),
        headers: this.links.headers(unsubscribeToken),
      });
    });
    if (!mailId) return { message: CreateAlertMessages.sent };
    const delivered = await this.dispatcher.sendNow([mailId], this.config.values.MAIL_SEND_NOW_TIMEOUT_MS);
    return delivered ? { message: CreateAlertMessages.sent } : { message: CreateAlertMessages.delayed, emailDeliveryIssue: true };
  }

  /** "Folk events in Scotland", or the Smart Search's own words; an unknown category is refused (as its feed is). */
  private async label(search: AlertSearch): Promise<string> {
    if (search.kind === 'smart') return `“${search.q}”`;
    const names = await this.categories.names();
    const category = search.params.category;
    const all = !category || /^all( categories)?$/i.test(category);
    if (!all && !names.has(category)) throw alertErrors.unknownCategory(category);
    return searchFeedTitle(search.params, all ? undefined : names.get(category));
  }
}
