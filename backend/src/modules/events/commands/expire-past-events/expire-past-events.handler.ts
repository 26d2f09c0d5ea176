import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import { ukDateOf } from '../../../../platform/time/uk-days';
import { EventRepository } from '../../application/ports/event.repository.port';
import { ExpireEventCommand } from '../expire-event/expire-event.command';
import { ExpirePastEventsCommand } from './expire-past-events.command';

/** Expires each past event through the normal command, so each gets its own event and actor. */
@CommandHandler(ExpirePastEventsCommand)
export class ExpirePastEventsHandler implements ICommandHandler<ExpirePastEventsCommand> {
  private readonly logger = new Logger('ExpirePastEvents');

  constructor(
    private readonly events: EventRepository,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<JobResult> {
    const ids = await this.events.publishedEndedBefore(ukDateOf(this.clock.now()));
    let expired = 0;
    const failures: string[] = [];
    for (const id of ids) {
      try {
        await this.commands.execute(new ExpireEventCommand(id));
        expired += 1;
      } catch (error) {
        failures.push(`${id}: ${(error as Error).message}`);
      }
    }
    if (failures.length > 0) {
      throw new Error(`Expired ${expired} past events; ${failures.length} could not be expired (${failures.slice(0, 3).join('; ')})`);
    }
    if (expired) this.logger.log(`expired ${expired} past events`);
    return { message: `Expired ${expired} past events`, counts: { expired } };
  }
}
