import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventTransition } from '../event-transition';
import { RemoveEventCommand } from './remove-event.command';

@CommandHandler(RemoveEventCommand)
export class RemoveEventHandler implements ICommandHandler<RemoveEventCommand> {
  constructor(private readonly t: EventTransition) {}
  execute(c: RemoveEventCommand) {
    return this.t.run(c.id, c.expectedVersion, (e) => e.remove(c.reason));
  }
}
