import { EventFacts } from '../domain/event-facts';

/** A complete event as the AI tools read it, overridable per field. */
export function eventFacts(over: Partial<EventFacts> = {}): EventFacts {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    version: 3,
    title: 'Riverside Jazz Weekend',
    description:
      'Three days of jazz by the river with food stalls, late-night sessions and a family area by the bandstand. Local bands and touring quartets share two stages.',
    category: 'music',
    categoryName: 'Music',
    categoryDescription: 'Live music festivals: rock, pop, jazz, folk and electronic stages, bands and DJs.',
    startDate: '2027-03-05',
    endDate: '2027-03-07',
    venue: 'Riverside Park',
    city: 'Leeds',
    region: 'yorkshire',
    regionName: 'Yorkshire',
    priceText: 'from £25',
    ticketUrl: 'https://tickets.example.org/jazz',
    tags: ['jazz', 'outdoor'],
    datesConfirmed: true,
    ...over,
  };
}
