import { Command } from '@nestjs/cqrs';
import { VenueProps } from '../../domain/venue.aggregate';

export class CreateVenueCommand extends Command<{ id: string; version: number }> {
  constructor(readonly props: VenueProps) {
    super();
  }
}
