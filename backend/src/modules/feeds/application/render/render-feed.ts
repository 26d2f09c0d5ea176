import { createHash } from 'node:crypto';
import type { FeedFormat } from '../../contracts/feed-links';
import { Feed, FeedParts, latestChange, RenderedFeed } from '../feed';
import { renderAtom } from './atom';
import { renderICalendar } from './icalendar';
import { renderJsonFeed } from './json-feed';

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  ics: 'text/calendar',
  atom: 'application/atom+xml',
  json: 'application/feed+json',
};

const RENDERERS: Record<FeedFormat, (feed: Feed) => FeedParts> = { ics: renderICalendar, atom: renderAtom, json: renderJsonFeed };

/**
 * The feed in one format, with its validators. The ETag digests the body's parts rather than the body: the format,
 * head and tail, then the entries' own SHA-1s in order (computed once per entry, see entryCache). The separator is
 * fixed per format, so two feeds have the same ETag exactly when their bodies are the same, and a feed of 200
 * entries hashes 4 KB instead of 150 KB. The body is joined only when it is sent.
 */
export function renderFeed(feed: Feed, format: FeedFormat): RenderedFeed {
  const parts = RENDERERS[format](feed);
  const latest = latestChange(feed);
  const digest = createHash('sha1')
    .update(`${format}\n${parts.head.length}\n${parts.head}\n${parts.tail}\n`)
    .update(Buffer.concat(parts.entries.map((e) => e.digest)))
    .digest('base64url');
  let body: Buffer | undefined;
  return {
    format,
    body: () => (body ??= joinParts(parts)),
    contentType: `${FEED_CONTENT_TYPES[format]}; charset=utf-8`,
    etag: `"${digest}"`,
    lastModified: latest ? latest.toUTCString() : null,
  };
}

/** head, the entries with the separator between two, tail: UTF-8 bytes copied once. */
export function joinParts(parts: FeedParts): Buffer {
  const separator = Buffer.from(parts.separator, 'utf8');
  const chunks: Buffer[] = [Buffer.from(parts.head, 'utf8')];
  parts.entries.forEach((e, i) => (i ? chunks.push(separator, e.bytes) : chunks.push(e.bytes)));
  chunks.push(Buffer.from(parts.tail, 'utf8'));
  return Buffer.concat(chunks);
}
