/** Ticket sellers whose pages count as a genuine ticket link (host or any subdomain). */
export const TICKETING_DOMAINS = [
  'skiddle.com',
  'ticketmaster.co.uk',
  'ticketmaster.com',
  'seetickets.com',
  'eventbrite.co.uk',
  'eventbrite.com',
  'dice.fm',
  'gigantic.com',
  'ticketweb.co.uk',
  'ticketweb.com',
  'axs.com',
  'eventim.co.uk',
  'fatsoma.com',
  'wegottickets.com',
  'gigsandtours.com',
  'ticketsource.co.uk',
  'festicket.com',
  'kaboodle.co.uk',
  'universe.com',
  'ents24.com',
] as const;

/** Domain-parking and domain-sale services: a link that lands on one no longer points at the event. */
export const PARKING_DOMAINS = [
  'sedoparking.com',
  'sedo.com',
  'parkingcrew.net',
  'bodis.com',
  'dan.com',
  'afternic.com',
  'hugedomains.com',
  'above.com',
  'parklogic.com',
  'undeveloped.com',
  'sav.com',
  'buydomains.com',
  'domainmarket.com',
  'parked-content.godaddy.com',
  'parkingpage.namecheap.com',
] as const;

/** Words parked pages show; two different ones (or one with a parking host) make a page parked. */
export const PARKING_MARKERS: readonly RegExp[] = [
  /this domain (name )?(is|may be) for sale/i,
  /buy this domain/i,
  /domain (is )?parked/i,
  /parked (free|domain)/i,
  /(make|submit) an offer (on|for) this domain/i,
  /the domain [^\s]+ is available/i,
  /related searches/i,
  /sedoparking|parkingcrew|bodis/i,
];

export function hostMatches(host: string, domains: readonly string[]): string | null {
  const h = host.toLowerCase().replace(/^www\./, '');
  return domains.find((d) => h === d || h.endsWith(`.${d}`)) ?? null;
}

/** A short platform name for the byPlatform counts: the ticket seller's brand or "official site". */
export function platformOf(url: string | null): string {
  if (!url) return 'no link';
  try {
    const match = hostMatches(new URL(url).hostname, TICKETING_DOMAINS);
    return match ? match.split('.')[0]! : 'official site';
  } catch {
    return 'invalid link';
  }
}

export function isParkedPage(finalHost: string, text: string): boolean {
  if (hostMatches(finalHost, PARKING_DOMAINS)) return true;
  return PARKING_MARKERS.filter((m) => m.test(text)).length >= 2;
}
