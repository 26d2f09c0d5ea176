import { Injectable } from '@nestjs/common';
import { REGIONS } from '../../../events/contracts/regions';
import { AppConfig } from '../../../../platform/config/app-config';
import { GuardedFetcher } from '../../../../platform/net/guarded-fetcher';
import { Clock } from '../../../../platform/time/clock';
import { DiscoveryKind } from '../../contracts/discovery.schemas';
import { DiscoveryRequest, DiscoverySource, SourceReport } from '../../application/ports/discovery-source.port';
import { FoundEvent } from '../../domain/found-event';
import { getJson } from './api-paging';

const PAGE = 100;
const REGION_RADIUS_MILES = 60;

/** Ticketmaster classification names per site category. */
const CLASSIFICATIONS: Record<string, string> = { music: 'Music', 'arts-culture': 'Arts & Theatre', family: 'Family', 'food-drink': 'Food & Drink' };

interface TmEvent {
  id?: string;
  name?: string;
  url?: string;
  info?: string;
  dates?: { start?: { localDate?: string; dateTime?: string }; end?: { localDate?: string; dateTime?: string }; status?: { code?: string } };
  classifications?: Array<{ segment?: { name?: string }; genre?: { name?: string }; subGenre?: { name?: string } }>;
  priceRanges?: Array<{ min?: number; max?: number; currency?: string }>;
  images?: Array<{ url?: string; width?: number }>;
  _embedded?: {
    venues?: Array<{
      name?: string;
      city?: { name?: string };
      state?: { name?: string };
      country?: { countryCode?: string };
      location?: { latitude?: string; longitude?: string };
    }>;
  };
}

/** The Ticketmaster Discovery API (countryCode GB), in pages of 100; also the "premium venues" source. */
@Injectable()
export class TicketmasterSource extends DiscoverySource {
  readonly name = 'ticketmaster' as const;

  constructor(
    private readonly fetcher: GuardedFetcher,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
  }

  enabled(): boolean {
    return !!this.config.values.TICKETMASTER_API_KEY;
  }

  serves(kind: DiscoveryKind): boolean {
    void kind;
    return true;
  }

  async discover(request: DiscoveryRequest): Promise<SourceReport> {
    const found: FoundEvent[] = [];
    const base = new URL('/discovery/v2/events.json', this.config.values.TICKETMASTER_BASE_URL);
    base.searchParams.set('apikey', this.config.values.TICKETMASTER_API_KEY ?? '');
    base.searchParams.set('countryCode', 'GB');
    base.searchParams.set('size', String(PAGE));
    base.searchParams.set('sort', 'date,asc');
    if (request.category && CLASSIFICATIONS[request.category]) base.searchParams.set('classificationName', CLASSIFICATIONS[request.category]);
    const region = REGIONS.find((r) => r.value === request.region);
    if (region) {
      base.searchParams.set('latlong', `${region.latitude},${region.longitude}`);
      base.searchParams.set('radius', String(REGION_RADIUS_MILES));
      base.searchParams.set('unit', 'miles');
    }
    if (request.year) {
      base.searchParams.set('startDateTime', `${request.year}-01-01T00:00:00Z`);
      base.searchParams.set('endDateTime', `${request.year}-12-31T23:59:59Z`);
    }
    for (let page = 0; page < this.config.values.DISCOVERY_API_MAX_PAGES; page++) {
      const url = new URL(base);
      url.searchParams.set('page', String(page));
      const answer = await getJson(this.fetcher, url, 'ticketmaster');
      if (!answer.ok) return { found, errors: [answer.problem] };
      const body = answer.body as { _embedded?: { events?: TmEvent[] }; page?: { totalPages?: number } };
      const events = body._embedded?.events ?? [];
      const fetchedAt = this.clock.now();
      for (const e of events) {
        const start = e.dates?.start?.dateTime ?? e.dates?.start?.localDate;
        if (!e.id || !e.name || !start || e.dates?.status?.code === 'cancelled') continue;
        const venue = e._embedded?.venues?.[0];
        const price = e.priceRanges?.[0];
        const image = [...(e.images ?? [])].sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0];
        found.push({
          source: 'ticketmaster',
          sourceKey: `ticketmaster:${e.id}`,
          url: e.url ?? null,
          fetchedAt,
          title: e.name,
          description: e.info ?? null,
          start,
          end: e.dates?.end?.dateTime ?? e.dates?.end?.localDate ?? null,
          venue: venue?.name ?? null,
          city: venue?.city?.name ?? null,
          regionHint: venue?.state?.name ?? null,
          countryCode: venue?.country?.countryCode ?? null,
          latitude: venue?.location?.latitude ? Number(venue.location.latitude) : null,
          longitude: venue?.location?.longitude ? Number(venue.location.longitude) : null,
          categoryHints: (e.classifications ?? [])
            .flatMap((c) => [c.segment?.name, c.genre?.name, c.subGenre?.name])
            .filter((x): x is string => !!x && x !== 'Undefined'),
          priceMin: price?.min ?? null,
          priceMax: price?.max ?? null,
          currency: price?.currency ?? null,
          ticketUrl: e.url ?? null,
          imageUrl: image?.url ?? null,
        });
      }
      const totalPages = Number(body.page?.totalPages ?? 0);
      if (events.length === 0 || page + 1 >= totalPages) break;
    }
    return { found, errors: [] };
  }
}
