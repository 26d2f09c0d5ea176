import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { VenueFinder } from '../../application/venue-finder';
import { toVenueView } from '../../application/venue-view';
import { ListVenuesQuery, VenueOfPlaceQuery } from './list-venues.query';

@QueryHandler(ListVenuesQuery)
export class ListVenuesHandler implements IQueryHandler<ListVenuesQuery> {
  constructor(private readonly venues: VenueFinder) {}

  async execute() {
    return (await this.venues.list()).map(toVenueView).sort((a, b) => a.name.localeCompare(b.name));
  }
}

@QueryHandler(VenueOfPlaceQuery)
export class VenueOfPlaceHandler implements IQueryHandler<VenueOfPlaceQuery> {
  constructor(private readonly venues: VenueFinder) {}

  async execute({ place, venueId }: VenueOfPlaceQuery) {
    const venue = (venueId ? (await this.venues.list()).find((v) => v.id === venueId) : undefined) ?? (await this.venues.of(place));
    return venue ? toVenueView(venue) : null;
  }
}
