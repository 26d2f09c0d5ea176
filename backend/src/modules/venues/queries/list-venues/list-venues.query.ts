import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { venueViewSchema, VenueView } from '../venue-page/venue-page.query';

export const venueListSchema = z.array(venueViewSchema);

/** Every venue, by name (the sitemap, Smart Search's "at the …"). */
export class ListVenuesQuery extends Query<VenueView[]> {}

/** The venue of an event's place, or null (the event page's link). */
/** The venue of this id when given (an event's venueId), else the venue whose merge rule the place meets. */
export class VenueOfPlaceQuery extends Query<VenueView | null> {
  constructor(
    readonly place: { name: string; town: string; region: string; latitude: number | null; longitude: number | null },
    readonly venueId: string | null = null,
  ) {
    super();
  }
}
