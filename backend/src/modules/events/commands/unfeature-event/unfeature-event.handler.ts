import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventTransition } from '../event-transition';
import { UnfeatureEventCommand } from './unfeature-event.command';

@CommandHandler(UnfeatureEventCommand)
export class UnfeatureEventHandler implements ICommandHandler<UnfeatureEventCommand> {
  constructor(private readonly t: EventTransition) {}
  execute(c: UnfeatureEventCommand) {
    return this.t.run(c.id, c.expectedVersion, (e) => e.unfeature());
  }
}
