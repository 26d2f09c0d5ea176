import { Request, Response } from 'express';
import { RenderedFeed } from '../application/feed';

/** Readers and calendars poll: a quarter of an hour is fresh, an hour more may be served while revalidating. */
export const FEED_CACHE_CONTROL = 'public, max-age=900, stale-while-revalidate=3600';

/**
 * Answers a feed with its validators and honours conditional GET (RFC 9110 §13): If-None-Match first (weak
 * comparison); If-Modified-Since only when no If-None-Match came.
 */
export function sendFeed(req: Request, res: Response, feed: RenderedFeed): void {
  res.setHeader('Content-Type', feed.contentType);
  res.setHeader('Cache-Control', FEED_CACHE_CONTROL);
  res.setHeader('ETag', feed.etag);
  if (feed.lastModified) res.setHeader('Last-Modified', feed.lastModified);
  if (feed.format === 'ics') res.setHeader('Content-Disposition', 'inline; filename="festival-finder.ics"');
  if (notModified(req, feed)) {
    res.status(304).end();
    return;
  }
  const body = feed.body();
  res.setHeader('Content-Length', String(body.length));
  res.status(200).end(body);
}

function notModified(req: Request, feed: RenderedFeed): boolean {
  const match = req.headers['if-none-match'];
  if (match) return match === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === feed.etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Boolean(feed.lastModified) && !Number.isNaN(since) && Date.parse(feed.lastModified!) <= since;
}
