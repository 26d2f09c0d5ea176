import { createHash } from 'node:crypto';
import type { EventView } from '../../../events/contracts/event-view';
import type { FollowedEvent } from '../../../events/queries/followed-events/followed-events.query';
import type { Feed } from '../feed';
import { renderFeed } from './render-feed';
import { NOT_STATED } from '../../../events/contracts/accessibility.schema';

const view = (id: string, over: Partial<EventView> = {}): EventView => ({
  id,
  title: `Folk by the Loch ${id}`,
  description: 'Folk music by the loch.',
  imageUrl: null,
  category: 'folk',
  categoryName: 'Folk',
  startDate: '2027-07-09',
  endDate: '2027-07-11',
  dateRange: '9 – 11 Jul 2027',
  location: 'Loch Side Park, Inverness',
  venue: 'Loch Side Park',
  city: 'Inverness',
  region: 'scotland',
  regionName: 'Scotland',
  latitude: 57.48,
  longitude: -4.22,
  price: 'from £25',
  minPricePence: 2500,
  isFree: false,
  datesConfirmed: true,
  ticketUrl: null,
  featured: false,
  upcoming: true,
  status: 'published',
  tags: ['folk'],
  familyFriendly: false,
  outdoor: true,
  venueId: null,
  accessibility: NOT_STATED,
  ...over,
});
const followed = (v: EventView, version = 1): FollowedEvent => ({ view: v, version, updatedAt: '2026-11-20T10:00:00.000Z', cancelled: false });
const feed = (events: FollowedEvent[]): Feed => ({
  title: 'Folk events — Festival Finder',
  description: 'Upcoming festivals and events on Festival Finder: folk events.',
  siteUrl: 'https://ff.example',
  pageUrl: 'https://ff.example/category/folk',
  feedUrl: 'https://ff.example/api/feeds/search.json?category=folk',
  events,
  total: events.length,
  notice: null,
  todayIso: '2026-11-22',
});

describe('renderFeed: body joined from cached entries, ETag from their digests', () => {
  const a = followed(view('a'));
  const b = followed(view('b'));

  it('writes well-formed bodies with no, one and several entries in every format', () => {
    for (const events of [[], [a], [a, b]]) {
      const json = JSON.parse(renderFeed(feed(events), 'json').body().toString('utf8'));
      expect(json.items.map((i: { url: string }) => i.url)).toEqual(events.map((e) => `https://ff.example/event/${e.view.id}`));
      const atom = renderFeed(feed(events), 'atom').body().toString('utf8');
      expect(atom.match(/<entry>/g)?.length ?? 0).toBe(events.length);
      expect(atom.endsWith('</feed>\n')).toBe(true);
      expect(atom).not.toContain('\n\n');
      const ics = renderFeed(feed(events), 'ics').body().toString('utf8');
      expect(ics.match(/BEGIN:VEVENT/g)?.length ?? 0).toBe(events.length);
      expect(ics.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
      expect(ics).not.toContain('\r\n\r\n');
    }
  });

  it('gives the same ETag exactly when the body is the same', () => {
    const etagOf = (f: Feed) => renderFeed(f, 'atom').etag;
    expect(etagOf(feed([a, b]))).toBe(etagOf(feed([a, b])));
    expect(etagOf(feed([a, b]))).not.toBe(etagOf(feed([b, a])));
    expect(etagOf(feed([a]))).not.toBe(etagOf(feed([a, b])));
    expect(renderFeed(feed([a]), 'atom').etag).not.toBe(renderFeed(feed([a]), 'json').etag);
    // Same body bytes, same ETag; the ETag is not a digest of some other text than the body's parts.
    const one = renderFeed(feed([a, b]), 'ics');
    const two = renderFeed(feed([a, b]), 'ics');
    expect(createHash('sha1').update(one.body()).digest('hex')).toBe(createHash('sha1').update(two.body()).digest('hex'));
  });

  it('changes the ETag and the body when an event changes (a new view: new version, or its category renamed)', () => {
    const before = renderFeed(feed([a, b]), 'json');
    const moved = followed(view('b', { startDate: '2027-07-16', endDate: '2027-07-18' }), 2);
    const after = renderFeed(feed([a, moved]), 'json');
    expect(after.etag).not.toBe(before.etag);
    expect(after.body().equals(before.body())).toBe(false);
    // A category renamed replaces the view without a new event version: the entry, body and ETag still change.
    const renamed = renderFeed(feed([a, followed(view('b', { categoryName: 'Folk & Roots' }))]), 'json');
    expect(renamed.etag).not.toBe(before.etag);
    expect(renamed.body().toString('utf8')).toContain('Folk & Roots');
  });
});
