import { Accessibility } from '../../events/contracts/accessibility.schema';
import { StatedAmenity } from './stated-accessibility';

/** Where a found event came from: each name is one adapter behind the DiscoverySource port. */
export const SOURCE_NAMES = ['site', 'ics', 'skiddle', 'ticketmaster', 'ai'] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

/** An event as a source states it, before normalisation. */
export interface FoundEvent {
  source: SourceName;
  /** Stable identity within the source (its id, or the page URL plus start), so a re-run recognises it. */
  sourceKey: string;
  /** The page, feed or API address it was read from. */
  url: string | null;
  fetchedAt: Date;
  title: string;
  description?: string | null;
  /** ISO 8601 date or date-time, as stated. */
  start: string;
  end?: string | null;
  venue?: string | null;
  city?: string | null;
  /** County, region or country as stated ("West Yorkshire", "Scotland"). */
  regionHint?: string | null;
  countryCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** Types, genres and keywords the source gives (schema.org type, Skiddle eventcode, Ticketmaster segment). */
  categoryHints: string[];
  priceText?: string | null;
  priceMin?: number | null;
  priceMax?: number | null;
  currency?: string | null;
  ticketUrl?: string | null;
  imageUrl?: string | null;
  /** schema.org amenityFeature of the event or its place (LocationFeatureSpecification name and value). */
  amenities?: StatedAmenity[];
  /** Its site is trusted to publish without review (a staff-added site's setting). */
  trusted?: boolean;
}

/** A found event in the catalogue's terms, ready for the events module's import command. */
export interface NormalisedEvent {
  title: string;
  description: string;
  imageUrl: string | null;
  category: string;
  startDate: string;
  endDate: string;
  venue: string;
  city: string;
  region: string;
  latitude: number | null;
  longitude: number | null;
  priceText: string | null;
  ticketUrl: string | null;
  source: string;
  tags: string[];
  /** What the source states about access ('yes' only; the rest not stated). */
  accessibility: Accessibility;
}

export interface Candidate {
  found: FoundEvent;
  event: NormalisedEvent;
}
