import { Command } from '@nestjs/cqrs';
import { VenueInput } from '../../domain/venue.aggregate';

export class CreateVenueCommand extends Command<{ id: string; version: number }> {
  constructor(
    readonly props: VenueInput,
    /** Events that take place here: linked by id in the same transaction (the search projection then sees the link). */
    readonly eventIds: string[] = [],
  ) {
    super();
  }
}
