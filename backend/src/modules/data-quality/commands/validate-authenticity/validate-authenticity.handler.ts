import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GuardedFetcher } from '../../../../platform/net/guarded-fetcher';
import { Clock } from '../../../../platform/time/clock';
import { todayDay } from '../../../../platform/time/uk-days';
import { EventReadModel } from '../../../events/application/ports/event-read-model.port';
import { RemoveEventCommand } from '../../../events/commands/remove-event/remove-event.command';
import { AuthenticityAssessor } from '../../application/authenticity-assessor';
import { mapBounded } from '../../application/bounded-pool';
import { checkedEvents } from '../../application/catalogue-links';
import { AuthenticityRecords } from '../../application/ports/link-history.port';
import { REMOVAL_THRESHOLD } from '../../domain/authenticity';
import { LINK_CONCURRENCY } from '../../domain/limits';
import { AuthenticityReport, ValidateAuthenticityCommand } from './validate-authenticity.command';

@CommandHandler(ValidateAuthenticityCommand)
export class ValidateAuthenticityHandler implements ICommandHandler<ValidateAuthenticityCommand> {
  private readonly logger = new Logger('Authenticity');
  private readonly assessor: AuthenticityAssessor;

  constructor(
    fetcher: GuardedFetcher,
    private readonly index: EventReadModel,
    private readonly records: AuthenticityRecords,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {
    this.assessor = new AuthenticityAssessor(fetcher);
  }

  async execute() {
    const now = this.clock.now();
    const events = await checkedEvents(this.index, todayDay(now));
    const assessments = await mapBounded(events, LINK_CONCURRENCY, async (event) => ({ event, a: await this.assessor.assess(event) }));
    const byPlatform: Record<string, number> = {};
    let validated = 0;
    let removed = 0;
    let unverified = 0;
    let sum = 0;
    const failures: string[] = [];
    for (const { event, a } of assessments) {
      byPlatform[a.platform] = (byPlatform[a.platform] ?? 0) + 1;
      if (a.kind === 'unverified') {
        unverified += 1;
        continue;
      }
      sum += a.confidence;
      await this.records.save({
        eventId: event.id,
        confidence: a.confidence,
        platform: a.platform,
        signals: { ...a.signals, finalUrl: a.finalUrl },
        checkedAt: now,
      });
      if (a.confidence >= REMOVAL_THRESHOLD) {
        validated += 1;
        continue;
      }
      const reason = `Authenticity check: confidence ${a.confidence}% (${a.missing.join('; ')})`;
      try {
        await this.commands.execute(new RemoveEventCommand(event.id, undefined, reason));
        removed += 1;
      } catch (error) {
        failures.push(`${event.id}: ${(error as Error).message}`);
      }
    }
    if (failures.length) this.logger.warn(`could not remove ${failures.length} events: ${failures.slice(0, 3).join('; ')}`);
    const scored = assessments.length - unverified;
    const report: AuthenticityReport = {
      validated,
      removed,
      total: events.length,
      unverified,
      averageConfidence: scored === 0 ? 0 : Math.round(sum / scored),
      byPlatform,
    };
    return {
      message: `Scored ${scored} of ${events.length} events (average ${report.averageConfidence}%): ${validated} validated, ${removed} removed under ${REMOVAL_THRESHOLD}%, ${unverified} unverified`,
      counts: { validated, removed, total: events.length, unverified, averageConfidence: report.averageConfidence, failures: failures.length },
      report,
    };
  }
}
