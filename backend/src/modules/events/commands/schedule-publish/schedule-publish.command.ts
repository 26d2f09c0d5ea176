import { EventLifecycleCommand } from '../event-lifecycle.command';

/** Sets a draft's publish time; the publish-scheduled-events job publishes it once that time has come. */
export class SchedulePublishCommand extends EventLifecycleCommand {
  constructor(
    id: string,
    readonly publishAt: Date,
    expectedVersion?: number,
  ) {
    super(id, expectedVersion);
  }
}

/** Drops a draft's publish schedule. */
export class CancelScheduledPublishCommand extends EventLifecycleCommand {}
