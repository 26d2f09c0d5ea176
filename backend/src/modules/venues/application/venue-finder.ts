import { CatalogueReadModel } from '../../../platform/read-model/catalogue/catalogue-read-model.port';
import { isSameVenue, Place } from '../contracts/venue-places';
import { VenueDocument } from './ports/venue-document';

const asPlace = (v: VenueDocument, name: string): Place => ({ name, town: v.town, region: v.region, latitude: v.latitude, longitude: v.longitude });

/** Venues from the catalogue read model, and which venue a place (an event's venue, town and coordinates) is. */
export class VenueFinder {
  constructor(private readonly catalogue: CatalogueReadModel) {}

  list(): Promise<VenueDocument[]> {
    return this.catalogue.list<VenueDocument>('venue');
  }

  async bySlug(slug: string): Promise<VenueDocument | null> {
    return (await this.list()).find((v) => v.slug === slug) ?? null;
  }

  /** The venue this place is, by the merge rule against any of the venue's spellings. */
  async of(place: Place): Promise<VenueDocument | null> {
    return (await this.list()).find((v) => isVenueOf(v, place)) ?? null;
  }
}

export function isVenueOf(v: VenueDocument, place: Place): boolean {
  return v.names.some((name) => isSameVenue(asPlace(v, name), place));
}
