import type { RenderedFeed } from './feed';

/** Feeds kept per read-model stamp: enough for the URLs readers poll, bounded so one-off searches cannot grow it. */
export const FEED_MEMO_ENTRIES = 1000;

/**
 * Rendered feeds keyed by (query, format) and valid for one read-model stamp (it changes with every read-model write,
 * a rebuild and the UK day, so a kept feed is exactly what a fresh render would give). Readers poll the same URLs
 * with their last ETag: a poll after the first answers from here, 304 or 200, without searching or rendering.
 * Its own map, not the shared RevisionCache: a stream of distinct searches must not push out the site's hot answers.
 */
export class FeedMemo {
  private stamp = '';
  private feeds = new Map<string, Promise<RenderedFeed>>();
  hits = 0;
  misses = 0;

  constructor(private readonly currentStamp: () => string) {}

  get(key: string, render: () => Promise<RenderedFeed>): Promise<RenderedFeed> {
    const stamp = this.currentStamp();
    if (stamp !== this.stamp) {
      this.stamp = stamp;
      this.feeds = new Map();
    }
    const kept = this.feeds.get(key);
    if (kept) {
      this.hits++;
      return kept.then((feed) => ({ ...feed, fromMemo: true }));
    }
    this.misses++;
    if (this.feeds.size >= FEED_MEMO_ENTRIES) this.feeds.clear();
    const feed = render();
    this.feeds.set(key, feed);
    // A failed render (unknown category...) is not kept: the next request asks again.
    feed.catch(() => this.feeds.delete(key));
    return feed;
  }
}

/** One key per search whatever the order of its parameters. */
export function feedKey(format: string, params: object): string {
  const set = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${format}?${JSON.stringify(set)}`;
}
