import { EventLifecycleCommand } from '../event-lifecycle.command';

/** Takes the event off the site for good; the reason is kept in the event history. */
export class RemoveEventCommand extends EventLifecycleCommand {
  constructor(
    id: string,
    expectedVersion?: number,
    readonly reason: string | null = null,
  ) {
    super(id, expectedVersion);
  }
}
