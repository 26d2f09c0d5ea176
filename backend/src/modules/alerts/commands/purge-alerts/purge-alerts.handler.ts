import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import { UNCONFIRMED_RETENTION_DAYS } from '../../../mail/contracts/double-opt-in';
import { AlertStore } from '../../application/ports/alert.store.port';
import { retentionCutoff, RETENTION_MONTHS } from '../../domain/alert-schedule';
import { PurgeAlertsCommand } from './purge-alerts.command';

@CommandHandler(PurgeAlertsCommand)
export class PurgeAlertsHandler implements ICommandHandler<PurgeAlertsCommand> {
  constructor(
    private readonly store: AlertStore,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<JobResult> {
    const now = this.clock.now();
    const unconfirmed = await this.store.purgeUnconfirmed(new Date(now.getTime() - UNCONFIRMED_RETENTION_DAYS * 86_400_000));
    const unopened = await this.store.purgeUnopened(retentionCutoff(now));
    const orphans = await this.store.purgeOrphans();
    return {
      message: `Deleted ${unconfirmed} alerts not confirmed within ${UNCONFIRMED_RETENTION_DAYS} days, ${unopened} addresses not opened for ${RETENTION_MONTHS} months (with their alerts), ${orphans.addresses} addresses left without alerts and ${orphans.searches} searches no alert follows`,
      counts: { unconfirmed, unopened, addresses: orphans.addresses, searches: orphans.searches },
    };
  }
}
