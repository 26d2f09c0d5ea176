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
/** Miles around a region's centre (Skiddle's radius is in miles). */
const REGION_RADIUS_MILES = 60;

interface SkiddleEvent {
  id?: string | number;
  EventCode?: string;
  eventname?: string;
  cancelled?: string | number | boolean;
  link?: string;
  largeimageurl?: string;
  imageurl?: string;
  date?: string;
  startdate?: string;
  enddate?: string;
  description?: string;
  entryprice?: string;
  genres?: Array<{ name?: string }>;
  venue?: { name?: string; town?: string; address?: string; country?: string; latitude?: number | string; longitude?: number | string };
}

/** The Skiddle events API: festivals (eventcode FEST) in pages of 100, near a region's centre when one is asked for. */
@Injectable()
export class SkiddleSource extends DiscoverySource {
  readonly name = 'skiddle' as const;

  constructor(
    private readonly fetcher: GuardedFetcher,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
  }

  enabled(): boolean {
    return !!this.config.values.SKIDDLE_API_KEY;
  }

  serves(kind: DiscoveryKind): boolean {
    return kind !== 'premium-venues';
  }

  async discover(request: DiscoveryRequest): Promise<SourceReport> {
    const found: FoundEvent[] = [];
    const base = new URL('/api/v1/events/search/', this.config.values.SKIDDLE_BASE_URL);
    base.searchParams.set('api_key', this.config.values.SKIDDLE_API_KEY ?? '');
    base.searchParams.set('eventcode', 'FEST');
    base.searchParams.set('order', 'date');
    base.searchParams.set('description', '1');
    base.searchParams.set('limit', String(PAGE));
    const region = REGIONS.find((r) => r.value === request.region);
    if (region) {
      base.searchParams.set('latitude', String(region.latitude));
      base.searchParams.set('longitude', String(region.longitude));
      base.searchParams.set('radius', String(REGION_RADIUS_MILES));
    }
    if (request.year) {
      base.searchParams.set('minDate', `${request.year}-01-01`);
      base.searchParams.set('maxDate', `${request.year}-12-31`);
    }
    for (let page = 0; page < this.config.values.DISCOVERY_API_MAX_PAGES; page++) {
      const url = new URL(base);
      url.searchParams.set('offset', String(page * PAGE));
      const answer = await getJson(this.fetcher, url, 'skiddle');
      if (!answer.ok) return { found, errors: [answer.problem] };
      const body = answer.body as { error?: number | string; errormessage?: string; totalcount?: number | string; results?: SkiddleEvent[] };
      if (body.error && Number(body.error) !== 0) return { found, errors: [`skiddle: ${body.errormessage ?? `error ${body.error}`}`] };
      const results = Array.isArray(body.results) ? body.results : [];
      const fetchedAt = this.clock.now();
      for (const e of results) {
        if (!e.id || !e.eventname || String(e.cancelled) === '1' || e.cancelled === true) continue;
        found.push({
          source: 'skiddle',
          sourceKey: `skiddle:${e.id}`,
          url: e.link ?? null,
          fetchedAt,
          title: e.eventname,
          description: e.description ?? null,
          start: e.startdate ?? e.date ?? '',
          end: e.enddate ?? null,
          venue: e.venue?.name ?? null,
          city: e.venue?.town ?? null,
          regionHint: e.venue?.address ?? null,
          countryCode: e.venue?.country ?? null,
          latitude: e.venue?.latitude != null ? Number(e.venue.latitude) : null,
          longitude: e.venue?.longitude != null ? Number(e.venue.longitude) : null,
          categoryHints: ['festival', ...(e.genres ?? []).map((g) => g.name ?? '').filter(Boolean)],
          priceText: e.entryprice ?? null,
          ticketUrl: e.link ?? null,
          imageUrl: e.largeimageurl ?? e.imageurl ?? null,
        });
      }
      const total = Number(body.totalcount ?? 0);
      if (results.length < PAGE || (page + 1) * PAGE >= total) break;
    }
    return { found, errors: [] };
  }
}
