import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { Clock } from '../../../../platform/time/clock';
import { hashToken, isWellFormedToken } from '../../../mail/contracts/double-opt-in';
import { AlertLimits } from '../../application/alert-limits';
import { AlertLinks } from '../../application/alert-links';
import { AlertStore } from '../../application/ports/alert.store.port';
import { ConfirmAlertCommand, ConfirmAlertResult } from './confirm-alert.command';

const INVALID = 'This confirmation link is not valid. Please use the link from your newest confirmation email.';
const EXPIRED = 'This confirmation link has expired. Please ask for the alert again.';

/** The double opt-in click: pending → active. It also counts as a confirmed open of the address (retention). */
@CommandHandler(ConfirmAlertCommand)
export class ConfirmAlertHandler implements ICommandHandler<ConfirmAlertCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: AlertStore,
    private readonly limiter: RateLimiter,
    private readonly links: AlertLinks,
    private readonly clock: Clock,
  ) {}

  async execute({ token, ip }: ConfirmAlertCommand): Promise<ConfirmAlertResult> {
    await this.limiter.enforce(AlertLimits.linkByIp(ip));
    if (!isWellFormedToken(token)) throw new DomainError('ALERTS.INVALID_LINK', 'not-found', INVALID);
    const key = await this.store.manageKey();
    return this.uow.run(async (tx) => {
      const alert = await this.store.findByConfirmTokenHash(tx, hashToken(token));
      if (!alert) throw new DomainError('ALERTS.INVALID_LINK', 'not-found', INVALID);
      const now = this.clock.now();
      const managePath = this.links.managePath(key, alert.addressId);
      if (alert.status !== 'pending') {
        return { status: 'already-confirmed' as const, message: 'This alert is already confirmed.', label: alert.label, managePath };
      }
      if (!alert.confirmTokenExpiresAt || alert.confirmTokenExpiresAt.getTime() < now.getTime()) throw new DomainError('ALERTS.LINK_EXPIRED', 'gone', EXPIRED);
      await this.store.confirm(tx, alert.id, now);
      await this.store.recordOpen(tx, alert.addressId, now);
      return { status: 'confirmed' as const, message: 'Your alert is on. We’ll e-mail you when new events match.', label: alert.label, managePath };
    });
  }
}
