import { Command } from '@nestjs/cqrs';
import { VenueProps } from '../../domain/venue.aggregate';

export class UpdateVenueCommand extends Command<{ id: string; version: number }> {
  constructor(
    readonly id: string,
    readonly changes: Partial<Omit<VenueProps, 'slug' | 'names'>>,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}
