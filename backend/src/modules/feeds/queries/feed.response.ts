import type { IncomingHttpHeaders } from 'node:http';
import { Request, Response } from 'express';
import { RenderedFeed } from '../application/feed';

/** Readers and calendars poll: a quarter of an hour is fresh, an hour more may be served while revalidating. */
export const FEED_CACHE_CONTROL = 'public, max-age=900, stale-while-revalidate=3600';

/** The headers of a feed answer (200 or 304) besides its Content-Type, Content-Length and ETag. */
export function feedHeaders(feed: RenderedFeed): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': FEED_CACHE_CONTROL };
  if (feed.lastModified) headers['Last-Modified'] = feed.lastModified;
  if (feed.format === 'ics') headers['Content-Disposition'] = 'inline; filename="festival-finder.ics"';
  // Says how the answer was made (benchmarks count them): kept for this read-model stamp, or searched and rendered now.
  if (feed.fromMemo) headers['X-Feed-Memo'] = 'hit';
  return headers;
}

/**
 * Answers a feed with its validators and honours conditional GET (RFC 9110 §13): If-None-Match first (weak
 * comparison); If-Modified-Since only when no If-None-Match came. The lean path (search-feed.lean-route.ts) answers
 * the same way without the framework.
 */
export function sendFeed(req: Request, res: Response, feed: RenderedFeed): void {
  res.setHeader('Content-Type', feed.contentType);
  res.setHeader('ETag', feed.etag);
  for (const [name, value] of Object.entries(feedHeaders(feed))) res.setHeader(name, value);
  if (notModified(req.headers, feed)) {
    res.status(304).end();
    return;
  }
  const body = feed.body();
  res.setHeader('Content-Length', String(body.length));
  res.status(200).end(body);
}

export function notModified(headers: IncomingHttpHeaders, feed: RenderedFeed): boolean {
  const match = headers['if-none-match'];
  if (match) return match === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === feed.etag);
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Boolean(feed.lastModified) && !Number.isNaN(since) && Date.parse(feed.lastModified!) <= since;
}
