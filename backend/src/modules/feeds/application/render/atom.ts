import { entryLines } from '../feed-entry-text';
import { entryCache, eventUrl, Feed, FeedParts, feedUpdated } from '../feed';
import type { FollowedEvent } from '../../../events/queries/followed-events/followed-events.query';

const xml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

/** An Atom 1.0 (RFC 4287) feed: one entry per event, newest change first. */
export function renderAtom(feed: Feed): FeedParts {
  const subtitle = [feed.description, feed.notice].filter(Boolean).join(' ');
  const head = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">',
    `  <id>${xml(feed.feedUrl)}</id>`,
    `  <title>${xml(feed.title)}</title>`,
    `  <subtitle>${xml(subtitle)}</subtitle>`,
    `  <updated>${feedUpdated(feed)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(feed.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(feed.pageUrl)}"/>`,
    `  <author><name>Festival Finder</name><uri>${xml(feed.siteUrl)}</uri></author>`,
    '  <generator>Festival Finder</generator>',
  ].join('\n');
  const entries = feed.events.map((e) => cached(e, feed.siteUrl, () => entry(feed, e)));
  return { head: `${head}\n`, entries, separator: '\n', tail: `${entries.length ? '\n' : ''}</feed>\n` };
}

const cached = entryCache();

function entry(feed: Feed, e: FollowedEvent): string {
  const v = e.view;
  const lines = entryLines(v);
  const url = eventUrl(feed.siteUrl, v.id);
  const title = e.cancelled ? `Cancelled: ${v.title}` : v.title;
  const html = [lines.dates, lines.place, lines.price].map((l) => `<p>${xml(l)}</p>`).join('') + `<p><a href="${xml(url)}">${xml(v.title)}</a></p>`;
  return [
    '  <entry>',
    `    <id>${xml(url)}</id>`,
    `    <title>${xml(title)}</title>`,
    `    <updated>${new Date(e.updatedAt).toISOString()}</updated>`,
    `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
    `    <category term="${xml(v.category)}" label="${xml(v.categoryName)}"/>`,
    `    <summary type="text">${xml([lines.dates, lines.place, lines.price].join(' · '))}</summary>`,
    `    <content type="html">${xml(html)}</content>`,
    '  </entry>',
  ].join('\n');
}
