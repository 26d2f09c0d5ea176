import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventTransition } from '../event-transition';
import { PublishEventCommand } from './publish-event.command';

@CommandHandler(PublishEventCommand)
export class PublishEventHandler implements ICommandHandler<PublishEventCommand> {
  constructor(private readonly t: EventTransition) {}
  execute(c: PublishEventCommand) {
    return this.t.run(c.id, c.expectedVersion, (e) => e.publish());
  }
}
