import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { RevisionCache } from '../../../../platform/read-model/revision-cache';
import { EventsAtPlaceQuery } from '../../../events/queries/events-at-place/events-at-place.query';
import { isVenueOf, VenueFinder } from '../../application/venue-finder';
import { toVenueView } from '../../application/venue-view';
import { SAME_VENUE_KM } from '../../contracts/venue-places';
import { VenuePage, VenuePageQuery } from './venue-page.query';

@QueryHandler(VenuePageQuery)
export class VenuePageHandler implements IQueryHandler<VenuePageQuery> {
  constructor(
    private readonly venues: VenueFinder,
    private readonly queries: QueryBus,
    private readonly cache: RevisionCache,
  ) {}

  execute({ slug }: VenuePageQuery): Promise<VenuePage> {
    return this.cache.get(`venue:${slug}`, async () => {
      const venue = await this.venues.bySlug(slug);
      if (!venue) throw new DomainError('VENUE.NOT_FOUND', 'not-found', `There is no venue "${slug}".`);
      const location = venue.latitude !== null && venue.longitude !== null ? { lat: venue.latitude, lon: venue.longitude } : null;
      const nearby = await Promise.all(venue.names.map((name) => this.queries.execute(new EventsAtPlaceQuery(name, venue.town, location, SAME_VENUE_KM))));
      const seen = new Set<string>();
      const events = nearby
        .flat()
        .filter((e) => !seen.has(e.id) && seen.add(e.id))
        .filter((e) => isVenueOf(venue, { name: e.venue, town: e.city, region: e.region, latitude: e.latitude, longitude: e.longitude }));
      return {
        venue: toVenueView(venue),
        upcoming: events.filter((e) => e.upcoming).sort((a, b) => a.startDate.localeCompare(b.startDate)),
        past: events.filter((e) => !e.upcoming).sort((a, b) => b.startDate.localeCompare(a.startDate)),
      };
    });
  }
}
