import { Command } from '@nestjs/cqrs';
import { VenueInput } from '../../domain/venue.aggregate';

export class CreateVenueCommand extends Command<{ id: string; version: number }> {
  constructor(readonly props: VenueInput) {
    super();
  }
}
