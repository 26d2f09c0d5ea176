import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventTransition } from '../event-transition';
import { FeatureEventCommand } from './feature-event.command';

@CommandHandler(FeatureEventCommand)
export class FeatureEventHandler implements ICommandHandler<FeatureEventCommand> {
  constructor(private readonly t: EventTransition) {}
  execute(c: FeatureEventCommand) {
    return this.t.run(c.id, c.expectedVersion, (e) => e.feature());
  }
}
