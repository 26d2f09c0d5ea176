import { regionLabel } from '../../events/contracts/regions';
import { completeAccessibility } from '../../events/contracts/accessibility.schema';
import { VenueDocument } from './ports/venue-document';
import { VenueView } from '../queries/venue-page/venue-page.query';

export function toVenueView(v: VenueDocument): VenueView {
  return {
    id: v.id,
    slug: v.slug,
    name: v.name,
    address: v.address,
    town: v.town,
    region: v.region,
    regionName: regionLabel(v.region),
    latitude: v.latitude,
    longitude: v.longitude,
    website: v.website,
    accessibility: completeAccessibility(v.accessibility),
    version: v.version,
  };
}
