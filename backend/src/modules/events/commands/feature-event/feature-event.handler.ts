import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { ukDateOf } from '../../../../platform/time/uk-days';
import { EventRepository } from '../../application/ports/event.repository.port';
import { featuredSetFull, HOME_PAGE_FEATURED } from '../../domain/featured-set';
import { FeatureEventCommand } from './feature-event.command';

@CommandHandler(FeatureEventCommand)
export class FeatureEventHandler implements ICommandHandler<FeatureEventCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventRepository,
    private readonly clock: Clock,
  ) {}

  execute(c: FeatureEventCommand) {
    return this.uow.run(async (tx) => {
      const event = await this.events.load(tx, c.id);
      event.expectVersion(c.expectedVersion);
      const today = ukDateOf(this.clock.now());
      // Only an event that would join the home page's set counts against it (featuring a past one changes nothing there).
      if (!event.state.featured && event.state.endDate >= today) {
        const featured = await this.events.countFeaturedUpcoming(tx, today);
        if (featured >= HOME_PAGE_FEATURED) throw featuredSetFull(featured);
      }
      event.feature();
      await this.events.save(tx, event);
      return { id: c.id, version: event.version };
    });
  }
}
