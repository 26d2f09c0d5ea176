import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { VenueRepository } from '../../application/ports/venue.repository.port';
import { UpdateVenueCommand } from './update-venue.command';

@CommandHandler(UpdateVenueCommand)
export class UpdateVenueHandler implements ICommandHandler<UpdateVenueCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly venues: VenueRepository,
  ) {}

  execute({ id, changes, expectedVersion }: UpdateVenueCommand) {
    return this.uow.run(async (tx) => {
      const venue = await this.venues.load(tx, id);
      venue.expectVersion(expectedVersion);
      // A renamed venue keeps its old spellings: events still name it the old way.
      venue.update({ ...changes, names: [...venue.state.names, ...(changes.name ? [changes.name] : [])] });
      await this.venues.save(tx, venue);
      return { id, version: venue.version };
    });
  }
}
