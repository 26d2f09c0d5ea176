import { createHash } from 'node:crypto';
import type { FollowedEvent } from '../../events/queries/followed-events/followed-events.query';
import type { FeedFormat } from '../contracts/feed-links';

/**
 * Most entries one feed carries (a broad search could list thousands, and readers poll often). A calendar holds the
 * soonest 200 events, months ahead; a reader shows what changed lately, and 50 entries is more than most feeds carry
 * (and a quarter of the bytes to write on every poll that is not a 304).
 */
export const FEED_ENTRY_CAPS: Record<FeedFormat, number> = { ics: 200, atom: 50, json: 50 };

/** What every format is written from. URLs are absolute. */
export interface Feed {
  title: string;
  description: string;
  siteUrl: string;
  /** The page this feed follows (category, region, year, search...). */
  pageUrl: string;
  /** This feed's own URL (Atom rel=self, JSON Feed feed_url). */
  feedUrl: string;
  /** Already in the format's order: soonest first for calendars, newest change first for Atom and JSON Feed. */
  events: FollowedEvent[];
  /** How many events matched before the cap. */
  total: number;
  /** Said in the feed's description (e.g. a Smart Search whose every constraint no event meets yet). */
  notice: string | null;
  /** The UK day the feed was written for (YYYY-MM-DD): an empty feed's `updated`. */
  todayIso: string;
}

export interface RenderedFeed {
  format: FeedFormat;
  /** The body's bytes, joined when first asked (a conditional GET that matches the ETag never joins them). */
  body: () => Buffer;
  contentType: string;
  /** Strong validator of the body (a digest of its parts, see render-feed.ts). */
  etag: string;
  /** Latest change among the listed events (HTTP date), null for an empty feed. */
  lastModified: string | null;
  /** Answered from the feed memo (kept for this read-model stamp), not searched and rendered for this request. */
  fromMemo?: boolean;
}

/** One rendered entry: its UTF-8 bytes and their SHA-1, both computed once. */
export interface FeedEntry {
  bytes: Buffer;
  digest: Buffer;
}

/** A feed as written: its head and tail (small, per request) and the entries between them, `separator` between two. */
export interface FeedParts {
  head: string;
  entries: FeedEntry[];
  separator: string;
  tail: string;
}

/**
 * One format's rendered entries, kept per shared event view. A view is replaced, never changed, when its event, the
 * day or its category's name change, so an entry is written (and encoded and digested) once and joined into every
 * feed that lists it that day.
 */
export function entryCache(): (e: FollowedEvent, siteUrl: string, render: () => string) => FeedEntry {
  const entries = new WeakMap<object, { siteUrl: string; entry: FeedEntry }>();
  return (e, siteUrl, render) => {
    const hit = entries.get(e.view);
    if (hit && hit.siteUrl === siteUrl) return hit.entry;
    const bytes = Buffer.from(render(), 'utf8');
    const entry = { bytes, digest: createHash('sha1').update(bytes).digest() };
    entries.set(e.view, { siteUrl, entry });
    return entry;
  };
}

export function eventUrl(siteUrl: string, id: string): string {
  return `${siteUrl}/event/${encodeURIComponent(id)}`;
}

/** The feed's own `updated`: its latest listed change, or the UK day it was written for when it lists nothing. */
export function feedUpdated(feed: Feed): string {
  const latest = latestChange(feed);
  return latest ? latest.toISOString() : `${feed.todayIso}T00:00:00.000Z`;
}

export function latestChange(feed: Feed): Date | null {
  // ISO timestamps in UTC compare as text: one parse per feed, not one per entry.
  let max = '';
  for (const e of feed.events) if (e.updatedAt > max) max = e.updatedAt;
  return max ? new Date(max) : null;
}
