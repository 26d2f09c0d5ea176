import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { VenueRepository } from '../../application/ports/venue.repository.port';
import { Venue } from '../../domain/venue.aggregate';
import { CreateVenueCommand } from './create-venue.command';

@CommandHandler(CreateVenueCommand)
export class CreateVenueHandler implements ICommandHandler<CreateVenueCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly venues: VenueRepository,
  ) {}

  execute({ props, eventIds }: CreateVenueCommand) {
    return this.uow.run(async (tx) => {
      if (await this.venues.exists(tx, props.slug)) {
        throw new DomainError('VENUE.EXISTS', 'conflict', `A venue with slug "${props.slug}" already exists.`);
      }
      const venue = Venue.create(randomUUID(), props);
      await this.venues.save(tx, venue);
      if (eventIds.length) await this.venues.linkEvents(tx, venue.id, eventIds);
      return { id: venue.id, version: venue.version };
    });
  }
}
