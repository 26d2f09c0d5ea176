import { entryLines } from '../feed-entry-text';
import { eventUrl, Feed } from '../feed';
import { escapeHtml } from '../../../mail/contracts/escape-html';

/** A JSON Feed 1.1 (https://jsonfeed.org/version/1.1): one item per event, newest change first. */
export function renderJsonFeed(feed: Feed): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.pageUrl,
    feed_url: feed.feedUrl,
    description: [feed.description, feed.notice].filter(Boolean).join(' '),
    language: 'en-GB',
    authors: [{ name: 'Festival Finder', url: feed.siteUrl }],
    items: feed.events.map((e) => {
      const v = e.view;
      const lines = entryLines(v);
      const url = eventUrl(feed.siteUrl, v.id);
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
    }),
  });
}
