import { hash } from 'node:crypto';
import type { FeedFormat } from '../../contracts/feed-links';
import { Feed, latestChange, RenderedFeed } from '../feed';
import { renderAtom } from './atom';
import { renderICalendar } from './icalendar';
import { renderJsonFeed } from './json-feed';

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  ics: 'text/calendar',
  atom: 'application/atom+xml',
  json: 'application/feed+json',
};

const RENDERERS: Record<FeedFormat, (feed: Feed) => string> = { ics: renderICalendar, atom: renderAtom, json: renderJsonFeed };

/** The feed in one format, with its validators (the ETag is a hash of the body, so it changes exactly when it does). */
export function renderFeed(feed: Feed, format: FeedFormat): RenderedFeed {
  const body = RENDERERS[format](feed);
  const latest = latestChange(feed);
  return {
    format,
    body,
    contentType: `${FEED_CONTENT_TYPES[format]}; charset=utf-8`,
    etag: `"${hash('sha1', body, 'base64url')}"`,
    lastModified: latest ? latest.toUTCString() : null,
  };
}
