import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { isWellFormedToken } from '../../../mail/contracts/double-opt-in';
import { AlertLimits } from '../../application/alert-limits';
import { AlertStore } from '../../application/ports/alert.store.port';
import { UnsubscribeAlertCommand } from './unsubscribe-alert.command';

/**
 * One-click unsubscribe (RFC 8058) of one alert: the alert is deleted (and the address with its last alert). Idempotent:
 * an unknown or used token answers the same, which also tells nothing about whether it ever existed.
 */
@CommandHandler(UnsubscribeAlertCommand)
export class UnsubscribeAlertHandler implements ICommandHandler<UnsubscribeAlertCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: AlertStore,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ token, ip }: UnsubscribeAlertCommand): Promise<{ message: string }> {
    await this.limiter.enforce(AlertLimits.linkByIp(ip));
    if (!isWellFormedToken(token)) throw new DomainError('ALERTS.INVALID_LINK', 'invalid', 'This unsubscribe link is not valid.');
    await this.uow.run(async (tx) => {
      const alert = await this.store.findByUnsubscribeToken(tx, token);
      if (alert) await this.store.deleteAlert(tx, alert.addressId, alert.id);
    });
    return { message: 'This alert is removed. You won’t get mails for it again.' };
  }
}
