import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/time/clock';
import { EventTransition } from '../event-transition';
import { CancelScheduledPublishCommand, SchedulePublishCommand } from './schedule-publish.command';

@CommandHandler(SchedulePublishCommand)
export class SchedulePublishHandler implements ICommandHandler<SchedulePublishCommand> {
  constructor(
    private readonly t: EventTransition,
    private readonly clock: Clock,
  ) {}
  execute(c: SchedulePublishCommand) {
    return this.t.run(c.id, c.expectedVersion, (e) => e.schedulePublish(c.publishAt, this.clock.now()));
  }
}

@CommandHandler(CancelScheduledPublishCommand)
export class CancelScheduledPublishHandler implements ICommandHandler<CancelScheduledPublishCommand> {
  constructor(private readonly t: EventTransition) {}
  execute(c: CancelScheduledPublishCommand) {
    return this.t.run(c.id, c.expectedVersion, (e) => e.clearPublishSchedule());
  }
}
