import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventTransition } from '../event-transition';
import { ExpireEventCommand } from './expire-event.command';

@CommandHandler(ExpireEventCommand)
export class ExpireEventHandler implements ICommandHandler<ExpireEventCommand> {
  constructor(private readonly t: EventTransition) {}
  execute(c: ExpireEventCommand) {
    return this.t.run(c.id, c.expectedVersion, (e) => e.expire());
  }
}
