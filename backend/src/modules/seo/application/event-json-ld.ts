/** schema.org Event for an event page (prices in GBP, country GB). */

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
  ticketUrl: string | null;
  status: 'published' | 'expired';
}

export function eventJsonLd(event: EventForJsonLd, pageUrl: string, fallbackImage: string): Record<string, unknown> {
  const price = event.isFree ? '0' : event.minPricePence != null ? (event.minPricePence / 100).toFixed(2) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate || event.startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: pageUrl,
    image: [event.imageUrl ?? fallbackImage],
    location: {
      '@type': 'Place',
      name: event.venue || event.city,
      address: {
        '@type': 'PostalAddress',
        addressLocality: event.city,
        addressRegion: event.regionName,
        addressCountry: 'GB',
      },
    },
    offers: {
      '@type': 'Offer',
      url: event.ticketUrl ?? pageUrl,
      priceCurrency: 'GBP',
      ...(price !== undefined ? { price } : {}),
      ...(event.price ? { description: event.price } : {}),
      availability: 'https://schema.org/InStock',
    },
  };
}
