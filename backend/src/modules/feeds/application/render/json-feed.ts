import { entryLines } from '../feed-entry-text';
import { entryCache, eventUrl, Feed, FeedParts } from '../feed';
import type { FollowedEvent } from '../../../events/queries/followed-events/followed-events.query';
import { escapeHtml } from '../../../mail/contracts/escape-html';

const cached = entryCache();

/** A JSON Feed 1.1 (https://jsonfeed.org/version/1.1): one item per event, newest change first. */
export function renderJsonFeed(feed: Feed): FeedParts {
  const head = JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.pageUrl,
    feed_url: feed.feedUrl,
    description: [feed.description, feed.notice].filter(Boolean).join(' '),
    language: 'en-GB',
    authors: [{ name: 'Festival Finder', url: feed.siteUrl }],
  });
  // Items are written once per event view and joined: `head` without its closing brace, then the items array.
  const items = feed.events.map((e) => cached(e, feed.siteUrl, () => JSON.stringify(item(feed.siteUrl, e))));
  return { head: `${head.slice(0, -1)},"items":[`, entries: items, separator: ',', tail: ']}' };
}

function item(siteUrl: string, e: FollowedEvent) {
  const v = e.view;
  const lines = entryLines(v);
  const url = eventUrl(siteUrl, v.id);
  return {
    id: url,
    url,
    title: e.cancelled ? `Cancelled: ${v.title}` : v.title,
    summary: [lines.dates, lines.place, lines.price].join(' · '),
    content_text: [lines.dates, lines.place, lines.price].join('\n'),
    content_html: [lines.dates, lines.place, lines.price].map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    date_modified: new Date(e.updatedAt).toISOString(),
    ...(v.imageUrl ? { image: v.imageUrl } : {}),
    tags: [v.categoryName, ...v.tags],
    // Extension object (JSON Feed: keys starting with "_" are the publisher's own).
    _festival_finder: {
      start_date: v.startDate,
      end_date: v.endDate,
      dates_confirmed: v.datesConfirmed,
      dates: lines.dates,
      place: lines.place,
      price: lines.price,
      region: v.region,
      category: v.category,
      cancelled: e.cancelled,
    },
  };
}
