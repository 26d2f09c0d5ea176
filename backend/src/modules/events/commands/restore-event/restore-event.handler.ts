import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventTransition } from '../event-lifecycle/event-lifecycle.handlers';
import { RestoreEventCommand } from './restore-event.command';

@CommandHandler(RestoreEventCommand)
export class RestoreEventHandler implements ICommandHandler<RestoreEventCommand> {
  constructor(private readonly t: EventTransition) {}
  execute(c: RestoreEventCommand) {
    return this.t.run(c.id, c.expectedVersion, (e) => e.restoreToDraft());
  }
}
