/**
 * schema.org Event for an event page (prices in GBP, country GB). Only what the listing states: no invented price,
 * sale date or address; a field that is not known is left out.
 */
import { ACCESS_FACTS, Accessibility } from '../../events/contracts/accessibility.schema';

export interface EventForJsonLd {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  startDate: string;
  endDate: string;
  venue: string;
  city: string;
  regionName: string;
  price: string | null;
  minPricePence: number | null;
  isFree: boolean;
  /** The event's official site (the catalogue seeds it from the festival's own web address) or its ticket page. */
  ticketUrl: string | null;
  status: 'published' | 'expired';
  /** False: the dates are an estimate, so no startDate, endDate or eventStatus is claimed. Absent: confirmed. */
  datesConfirmed?: boolean;
  /** When tickets at this price went on sale (YYYY-MM-DD or ISO date-time), if the listing says. */
  offerValidFrom?: string | null;
  /** Effective accessibility facts (the event's over its venue's). */
  accessibility?: Accessibility;
}

/** schema.org amenityFeature of the place: one LocationFeatureSpecification per stated fact (not stated: left out). */
export function amenityFeaturesOf(accessibility: Accessibility | undefined): Record<string, unknown>[] {
  if (!accessibility) return [];
  return ACCESS_FACTS.filter((f) => accessibility[f.key] !== 'not-stated').map((f) => ({
    '@type': 'LocationFeatureSpecification',
    name: f.label,
    value: accessibility[f.key] === 'yes',
  }));
}

/** Ticket sellers host many events: their address says nothing about who organises this one. */
const TICKET_SELLERS = [
  'ticketmaster.co.uk',
  'ticketmaster.com',
  'seetickets.com',
  'skiddle.com',
  'eventbrite.co.uk',
  'eventbrite.com',
  'dice.fm',
  'gigantic.com',
  'ticketweb.uk',
  'ticketweb.co.uk',
  'fatsoma.com',
  'axs.com',
  'gigsandtours.com',
  'stargreen.com',
  'wegottickets.com',
];

// Upper case only, as written on an address: "M25 1st" in a sentence is not a postcode.
const UK_POSTCODE = /\b(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b/;

/** The organiser as far as the listing tells: the host of the event's own site (not a ticket seller's). */
export function organizerOf(siteUrl: string | null): Record<string, unknown> | undefined {
  if (!siteUrl) return undefined;
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host.includes('.') || TICKET_SELLERS.some((seller) => host === seller || host.endsWith(`.${seller}`))) return undefined;
  return { '@type': 'Organization', name: host, url: url.origin };
}

/**
 * A venue entered as a postal address ("Royal Albert Hall, Kensington Gore, London SW7 2AP") gives the place name,
 * street and postcode. Without a postcode the text is only a place name: nothing is guessed to be a street.
 */
export function venueAddress(venue: string, city: string): { name: string; streetAddress?: string; postalCode?: string } {
  const text = venue.trim();
  const postcode = UK_POSTCODE.exec(text);
  if (!postcode) return { name: text };
  const sameAsCity = (part: string) => part.toLowerCase() === city.trim().toLowerCase();
  const parts = text
    .replace(postcode[0], '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && !sameAsCity(p));
  const [name = '', ...street] = parts;
  return {
    name,
    ...(street.length ? { streetAddress: street.join(', ') } : {}),
    postalCode: postcode[0].replace(/^(.+?)\s*(\d[A-Z]{2})$/, '$1 $2'),
  };
}

/** An Offer only with a stated price or, failing that, the listing's own words about it; otherwise none. */
function offerOf(event: EventForJsonLd, pageUrl: string): Record<string, unknown> | undefined {
  const price = event.isFree ? '0' : event.minPricePence != null ? (event.minPricePence / 100).toFixed(2) : undefined;
  const statedText = event.price?.trim() || undefined;
  if (price === undefined && !statedText) return undefined;
  const common = {
    '@type': 'Offer',
    url: event.ticketUrl ?? pageUrl,
    ...(event.offerValidFrom ? { validFrom: event.offerValidFrom } : {}),
  };
  if (price === undefined) return { ...common, description: statedText };
  return {
    ...common,
    price,
    priceCurrency: 'GBP',
    ...(statedText ? { description: statedText } : {}),
    availability: 'https://schema.org/InStock',
  };
}

export function eventJsonLd(event: EventForJsonLd, pageUrl: string, fallbackImage: string): Record<string, unknown> {
  const place = venueAddress(event.venue, event.city);
  const organizer = organizerOf(event.ticketUrl);
  const offers = offerOf(event, pageUrl);
  const amenities = amenityFeaturesOf(event.accessibility);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    ...(event.datesConfirmed === false
      ? {}
      : { startDate: event.startDate, endDate: event.endDate || event.startDate, eventStatus: 'https://schema.org/EventScheduled' }),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: pageUrl,
    image: [event.imageUrl ?? fallbackImage],
    location: {
      '@type': 'Place',
      name: place.name || event.city,
      address: {
        '@type': 'PostalAddress',
        ...(place.streetAddress ? { streetAddress: place.streetAddress } : {}),
        addressLocality: event.city,
        addressRegion: event.regionName,
        ...(place.postalCode ? { postalCode: place.postalCode } : {}),
        addressCountry: 'GB',
      },
      ...(amenities.length ? { amenityFeature: amenities } : {}),
    },
    ...(organizer ? { organizer } : {}),
    ...(offers ? { offers } : {}),
  };
}
