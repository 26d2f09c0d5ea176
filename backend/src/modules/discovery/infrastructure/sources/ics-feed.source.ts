import { Injectable } from '@nestjs/common';
import { createRequire } from 'node:module';
import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import { AppConfig } from '../../../../platform/config/app-config';
import { GuardedFetcher } from '../../../../platform/net/guarded-fetcher';
import { Clock } from '../../../../platform/time/clock';
import { DiscoveryKind } from '../../contracts/discovery.schemas';
import { DiscoveryRequest, DiscoverySource, SourceReport } from '../../application/ports/discovery-source.port';
import { FoundEvent } from '../../domain/found-event';
import { fetchProblem, urlList } from '../../application/config-lists';

// ical.js 2 ships ES module types beside a CommonJS build; the backend is CommonJS, so it loads that build.
const ICAL = createRequire(__filename)('ical.js') as typeof ICALModule;
type IcalTime = InstanceType<typeof ICAL.Time>;

/** Occurrences of a repeating event taken from a feed, and how far ahead. */
const MAX_OCCURRENCES = 24;
const HORIZON_DAYS = 550;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A stated ICS time as what normalisation reads: a day for all-day values, an instant for UTC ones, and the stated
 * wall-clock day for zoned or floating ones (UK feeds state Europe/London; their day is the day).
 */
function stated(time: IcalTime): string {
  if (time.isDate) return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.zone?.tzid === 'UTC') return time.toJSDate().toISOString();
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

/** The last day of an all-day event: DTEND is exclusive there. */
function lastDay(start: IcalTime, end: IcalTime | null): IcalTime | null {
  if (!end) return null;
  if (!end.isDate) return end;
  const last = end.clone();
  last.adjust(-1, 0, 0, 0);
  return last.compare(start) < 0 ? start : last;
}

/** Events in the iCalendar feeds listed in DISCOVERY_ICS_FEEDS (parsed with ical.js), repeating ones expanded. */
export function eventsInFeed(text: string, feedUrl: string, fetchedAt: Date): FoundEvent[] {
  const root = new ICAL.Component(ICAL.parse(text));
  const out: FoundEvent[] = [];
  const horizon = fetchedAt.getTime() + HORIZON_DAYS * 86_400_000;
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    if (!event.summary || !event.startDate) continue;
    if (String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    const categories = vevent.getAllProperties('categories').flatMap((p) => p.getValues().map(String));
    const geo = vevent.getFirstPropertyValue('geo') as unknown;
    const [lat, lon] = Array.isArray(geo) ? geo.map(Number) : [null, null];
    const url = vevent.getFirstPropertyValue('url');
    const base = {
      source: 'ics' as const,
      url: feedUrl,
      fetchedAt,
      title: event.summary,
      description: event.description ?? null,
      venue: event.location ?? null,
      regionHint: event.location ?? null,
      latitude: lat,
      longitude: lon,
      categoryHints: categories,
      ticketUrl: typeof url === 'string' ? url : null,
    };
    const durationMs = event.endDate ? event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime() : 0;
    if (!event.isRecurring()) {
      out.push({
        ...base,
        sourceKey: `ics:${event.uid || feedUrl}#${stated(event.startDate)}`,
        start: stated(event.startDate),
        end: toEnd(event.startDate, event.endDate),
      });
      continue;
    }
    const it = event.iterator();
    for (let n = 0, next = it.next(); next && n < MAX_OCCURRENCES; n++, next = it.next()) {
      if (next.toJSDate().getTime() > horizon) break;
      const end = event.endDate ? next.clone() : null;
      if (end) end.addDuration(ICAL.Duration.fromSeconds(Math.round(durationMs / 1000)));
      out.push({ ...base, sourceKey: `ics:${event.uid}#${stated(next)}`, start: stated(next), end: toEnd(next, end) });
    }
  }
  return out;
}

function toEnd(start: IcalTime, end: IcalTime | null): string | null {
  const last = lastDay(start, end);
  return last ? stated(last) : null;
}

@Injectable()
export class IcsFeedSource extends DiscoverySource {
  readonly name = 'ics' as const;
  private readonly feeds: string[];

  constructor(
    private readonly fetcher: GuardedFetcher,
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
    this.feeds = urlList(config.values.DISCOVERY_ICS_FEEDS, 'DISCOVERY_ICS_FEEDS');
  }

  enabled(): boolean {
    return this.feeds.length > 0;
  }

  serves(kind: DiscoveryKind): boolean {
    return kind !== 'premium-venues';
  }

  async discover(request: DiscoveryRequest): Promise<SourceReport> {
    void request;
    const found: FoundEvent[] = [];
    const errors: string[] = [];
    for (const feed of this.feeds) {
      try {
        const res = await this.fetcher.fetch(feed, { accept: 'text/calendar, text/plain;q=0.5' });
        if (res.status < 200 || res.status >= 300) {
          errors.push(`ics ${feed}: answered ${res.status}`);
          continue;
        }
        found.push(...eventsInFeed(res.body.toString('utf8'), res.url, this.clock.now()));
      } catch (error) {
        errors.push(`ics ${feed}: ${error instanceof Error && !('code' in error) ? `not a readable iCalendar feed (${error.message})` : fetchProblem(error)}`);
      }
    }
    return { found, errors };
  }
}
