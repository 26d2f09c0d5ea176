/**
 * Feeds of lists and searches over real HTTP on a real PostgreSQL, read back by independent parsers: ical.js for
 * iCalendar, fast-xml-parser for Atom, JSON Feed 1.1's required fields by its spec. An empty catalogue seen from a
 * fixed day, so every entry is known.
 */
import { createRequire } from 'node:module';
import { CommandBus } from '@nestjs/cqrs';
import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { adminClient, AdminClient } from '../events/testing/admin-client';
import { CreateVenueCommand } from '../venues/commands/create-venue/create-venue.command';
import { SearchFeedHandler } from './queries/search-feed/search-feed.handler';

// ical.js 2 ships ES module types beside a CommonJS build; the backend is CommonJS, so it loads that build.
const ICAL = createRequire(__filename)('ical.js') as typeof ICALModule;
const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;
let admin: AdminClient;

const details = (over: Record<string, unknown> = {}) => ({
  title: 'Feed Test Folk Gathering',
  description: 'Three days of folk music by the loch, with workshops, ceilidhs and a family area by the shore.',
  imageUrl: null,
  category: 'folk',
  startDate: '2027-07-09',
  endDate: '2027-07-11',
  venue: 'Loch Side Park',
  city: 'Inverness',
  region: 'scotland',
  latitude: 57.48,
  longitude: -4.22,
  priceText: 'from £25',
  ticketUrl: 'https://tickets.example.org/folk',
  source: 'feeds-test',
  tags: ['folk'],
  ...over,
});

const ids: Record<string, string> = {};

async function create(key: string, over: Record<string, unknown> = {}): Promise<void> {
  const res = await admin.post('/api/admin/events', { ...details(over), publish: true });
  expect(res.status).toBe(201);
  ids[key] = res.body.id;
}

async function version(id: string): Promise<number> {
  return (await admin.get(`/api/admin/events/${id}`)).body.event.version;
}

const fetchText = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(t.base + path, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

type VEvent = { uid: string; summary: string; status: string; sequence: number; start: string; end: string; allDay: boolean; description: string };
function parseCalendar(text: string): { cal: InstanceType<typeof ICAL.Component>; events: VEvent[] } {
  const cal = new ICAL.Component(ICAL.parse(text));
  const events = cal.getAllSubcomponents('vevent').map((c) => {
    const start = c.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>;
    return {
      uid: String(c.getFirstPropertyValue('uid')),
      summary: String(c.getFirstPropertyValue('summary')),
      status: String(c.getFirstPropertyValue('status')),
      sequence: Number(c.getFirstPropertyValue('sequence')),
      start: start.toString(),
      end: (c.getFirstPropertyValue('dtend') as InstanceType<typeof ICAL.Time>).toString(),
      allDay: start.isDate,
      description: String(c.getFirstPropertyValue('description')),
    };
  });
  return { cal, events };
}

beforeAll(async () => {
  t = await startTestApp({ clock, seed: false });
  admin = await adminClient(t, 'feeds-owner');
  const bus = t.app.get(CommandBus);
  for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
  await create('tricky', {
    title: 'Cèilidh, Song; and \\ Story 🎻 Weekend at the Loch with a Title Long Enough to Need Folding Twice Over',
    startDate: '2027-07-09',
    endDate: '2027-07-11',
  });
  await create('expected', { title: 'Feed Test Expected Folk', startDate: '2027-06-25', endDate: '2027-06-27', datesConfirmed: false });
  await create('wales', { title: 'Feed Test Welsh Folk', region: 'wales', city: 'Cardiff', venue: 'Bute Park', latitude: 51.48, longitude: -3.18 });
  await create('music', { title: 'Feed Test Scottish Rock', category: 'music', priceText: null, startDate: '2027-08-01', endDate: '2027-08-01' });
  await create('removed', { title: 'Feed Test Cancelled Folk', startDate: '2027-05-01', endDate: '2027-05-02' });
  await create('december', { title: 'Feed Test Winter Folk', startDate: '2026-12-12', endDate: '2026-12-13' });
  await create('january', { title: 'Feed Test New Year Folk', startDate: '2027-01-16', endDate: '2027-01-17' });
  expect((await admin.post(`/api/admin/events/${ids.removed}/remove`, {})).status).toBe(200);
  // Every write projected (the read model follows the commits): the published folk events are exactly these, and the
  // removal is seen (a count alone can pass while the last event is still on its way and the removed one still listed).
  const published = [ids.tricky, ids.expected, ids.wales, ids.december, ids.january].sort();
  await eventually(async () => {
    const listed = (await t.get<Array<{ id: string }>>('/api/events/search?category=folk&limit=50')).body.map((e) => e.id).sort();
    expect(listed).toEqual(published);
  });
}, 120_000);
afterAll(() => t?.close());

describe('feeds of lists and searches', () => {
  it('serves a category as an RFC 5545 calendar: confirmed events all-day, expected ones in its description, removed ones cancelled', async () => {
    const res = await fetchText('/api/feeds/search.ics?category=folk');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { cal, events } = parseCalendar(res.text);
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Europe/London');
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual([ids.tricky, ids.wales, ids.removed, ids.december, ids.january].map((id) => `${id}@festivalfinder`).sort());
    const tricky = byUid.get(`${ids.tricky}@festivalfinder`)!;
    expect(tricky).toMatchObject({
      summary: 'Cèilidh, Song; and \\ Story 🎻 Weekend at the Loch with a Title Long Enough to Need Folding Twice Over',
      status: 'CONFIRMED',
      allDay: true,
      start: '2027-07-09',
      end: '2027-07-12', // exclusive
      sequence: await version(ids.tricky),
    });
    expect(tricky.description.split('\n')).toEqual(['9 – 11 Jul 2027', 'Loch Side Park, Inverness, Scotland', 'From £25', `${t.base}/event/${ids.tricky}`]);
    const removed = byUid.get(`${ids.removed}@festivalfinder`)!;
    expect(removed.status).toBe('CANCELLED');
    expect(removed.sequence).toBe(await version(ids.removed));
    // The estimate has no VEVENT: it is named in the calendar's description with its expected period only.
    expect(byUid.has(`${ids.expected}@festivalfinder`)).toBe(false);
    const description = String(cal.getFirstPropertyValue('description'));
    expect(description).toContain(`Feed Test Expected Folk — Expected late June 2027 — dates to be confirmed — ${t.base}/event/${ids.expected}`);
    expect(String(cal.getFirstPropertyValue('x-wr-calname'))).toBe('Folk events — Festival Finder');
  });

  it('bumps SEQUENCE, the ETag and Last-Modified when an event changes, and answers 304 to a copy still current', async () => {
    const first = await fetchText('/api/feeds/search.ics?region=wales');
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect((await fetchText('/api/feeds/search.ics?region=wales', { 'if-none-match': etag })).status).toBe(304);
    expect((await fetchText('/api/feeds/search.ics?region=wales', { 'if-modified-since': lastModified })).status).toBe(304);
    const before = parseCalendar(first.text).events[0]!;

    // The change is stamped by the database's clock, and HTTP dates count whole seconds: change it in a later second.
    await new Promise((r) => setTimeout(r, 1100));
    clock.set(new Date('2026-11-22T12:20:00Z')); // later, within the admin session's idle time
    const v = await version(ids.wales);
    const put = await admin.put(`/api/admin/events/${ids.wales}`, {
      ...details({
        title: 'Feed Test Welsh Folk (moved)',
        region: 'wales',
        city: 'Cardiff',
        venue: 'Bute Park',
        startDate: '2027-07-16',
        endDate: '2027-07-18',
      }),
      expectedVersion: v,
    });
    expect(put.status).toBe(200);
    const after = await eventually(async () => {
      const res = await fetchText('/api/feeds/search.ics?region=wales', { 'if-none-match': etag });
      expect(res.status).toBe(200);
      return res;
    });
    const moved = parseCalendar(after.text).events[0]!;
    expect(moved.uid).toBe(before.uid);
    expect(moved.sequence).toBeGreaterThan(before.sequence);
    expect(moved.start).toBe('2027-07-16');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(Date.parse(after.headers.get('last-modified')!)).toBeGreaterThan(Date.parse(lastModified));
    expect((await fetchText('/api/feeds/search.ics?region=wales', { 'if-modified-since': lastModified })).status).toBe(200);
  });

  it('answers a repeated poll from the feed memo, and a change to a listed event gives a new ETag and body at once', async () => {
    const memo = t.app.get(SearchFeedHandler).memo;
    const path = '/api/feeds/search.json?category=folk&region=wales';
    const first = await fetchText(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    const hits = memo.hits;
    // The same search with its parameters in another order is the same feed.
    const again = await fetchText('/api/feeds/search.json?region=wales&category=folk', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(memo.hits).toBe(hits + 1);
    expect(again.headers.get('x-feed-memo')).toBe('hit');
    expect(first.headers.get('x-feed-memo')).toBeNull();

    const v = await version(ids.wales);
    const put = await admin.put(`/api/admin/events/${ids.wales}`, {
      ...details({
        title: 'Feed Test Welsh Folk (renamed)',
        region: 'wales',
        city: 'Cardiff',
        venue: 'Bute Park',
        startDate: '2027-07-16',
        endDate: '2027-07-18',
      }),
      expectedVersion: v,
    });
    expect(put.status).toBe(200);
    const after = await eventually(async () => {
      const res = await fetchText(path, { 'if-none-match': etag });
      expect(res.status).toBe(200);
      return res;
    });
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(JSON.parse(after.text).items.map((i: { title: string }) => i.title)).toEqual(['Feed Test Welsh Folk (renamed)']);
    expect(JSON.parse(first.text).items.map((i: { title: string }) => i.title)).not.toContain('Feed Test Welsh Folk (renamed)');
  });

  it('answers on the lean path with the framework’s bytes and validators, and a replay keeps them', async () => {
    const path = '/api/feeds/search.atom?category=folk&region=scotland';
    // A cookie sends the request through the framework (the lean path and the response cache leave it alone).
    const framework = await fetchText(path, { cookie: 'ff-test=1' });
    const lean = await fetchText(path);
    const stored = await fetchText(path); // asked twice: the response cache stores it
    const replay = await fetchText(path);
    expect(replay.headers.get('x-cache')).toBe('hit');
    for (const res of [lean, stored, replay]) {
      expect(res.status).toBe(200);
      expect(res.text).toBe(framework.text);
      for (const name of ['content-type', 'etag', 'last-modified', 'cache-control', 'content-length'])
        expect([name, res.headers.get(name)]).toEqual([name, framework.headers.get(name)]);
    }
    const ics = await fetchText('/api/feeds/search.ics?category=folk');
    expect(ics.headers.get('content-disposition')).toBe('inline; filename="festival-finder.ics"');
    const notModified = await fetchText(path, { 'if-none-match': lean.headers.get('etag')! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(lean.headers.get('etag'));
    expect(notModified.text).toBe('');
    // Invalid input and errors are the framework's answers.
    expect((await fetchText('/api/feeds/search.atom?category=knitting')).status).toBe(404);
  });

  it('serves Atom that an XML parser reads: newest change first, each entry with its link, dates, place and price', async () => {
    const res = await fetchText('/api/feeds/search.atom?region=scotland');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(res.text)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(res.text);
    const feed = doc.feed;
    expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toBe('Events in Scotland — Festival Finder');
    const links = [feed.link].flat();
    expect(links.find((l: { rel: string }) => l.rel === 'self').href).toBe(`${t.base}/api/feeds/search.atom?region=scotland`);
    expect(links.find((l: { rel: string }) => l.rel === 'alternate').href).toBe(`${t.base}/?region=scotland`);
    const entries = [feed.entry].flat() as Array<{ id: string; title: string; updated: string; summary: { '#text': string }; link: { href: string } }>;
    const updated = entries.map((e) => Date.parse(e.updated));
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    expect(entries.map((e) => e.title)).toEqual(expect.arrayContaining(['Cancelled: Feed Test Cancelled Folk', 'Feed Test Scottish Rock']));
    const rock = entries.find((e) => e.title === 'Feed Test Scottish Rock')!;
    expect(rock.link.href).toBe(`${t.base}/event/${ids.music}`);
    expect(rock.summary['#text']).toBe('1 Aug 2027 · Loch Side Park, Inverness, Scotland · Price TBC');
    const expected = entries.find((e) => e.title === 'Feed Test Expected Folk')!;
    expect(expected.summary['#text']).toContain('Expected late June 2027 — dates to be confirmed');
  });

  it('serves JSON Feed 1.1 with every field its spec requires', async () => {
    const res = await fetchText('/api/feeds/search.json?category=folk&region=scotland');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const feed = JSON.parse(res.text);
    // Required: version (the 1.1 URL), title, items; each item an id (string) and content_html or content_text.
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(typeof feed.title).toBe('string');
    expect(feed.feed_url).toBe(`${t.base}/api/feeds/search.json?category=folk&region=scotland`);
    expect(Array.isArray(feed.items)).toBe(true);
    for (const item of feed.items) {
      expect(typeof item.id).toBe('string');
      expect(typeof item.content_text === 'string' || typeof item.content_html === 'string').toBe(true);
      expect(Number.isNaN(Date.parse(item.date_modified))).toBe(false);
      for (const key of Object.keys(item))
        expect(['id', 'url', 'title', 'summary', 'content_text', 'content_html', 'date_modified', 'image', 'tags'].includes(key) || key.startsWith('_')).toBe(
          true,
        );
    }
    expect(feed.items.map((i: { title: string }) => i.title)).not.toContain('Feed Test Welsh Folk');
    const modified = feed.items.map((i: { date_modified: string }) => Date.parse(i.date_modified));
    expect(modified).toEqual([...modified].sort((a: number, b: number) => b - a));
    const tricky = feed.items.find((i: { url: string }) => i.url === `${t.base}/event/${ids.tricky}`);
    expect(tricky._festival_finder).toMatchObject({
      start_date: '2027-07-09',
      end_date: '2027-07-11',
      dates: '9 – 11 Jul 2027',
      price: 'From £25',
      cancelled: false,
    });
  });

  it('follows a year and a time filter like their pages', async () => {
    const year = parseCalendar((await fetchText('/api/feeds/search.ics?year=2026')).text);
    expect(year.events.map((e) => e.uid)).toEqual([`${ids.december}@festivalfinder`]);
    const month = JSON.parse((await fetchText('/api/feeds/search.json?timeFilter=next-month')).text);
    expect(month.items.map((i: { title: string }) => i.title)).toEqual(['Feed Test Winter Folk']);
    expect(month.home_page_url).toBe(`${t.base}/?timeFilter=next-month`);
  });

  it('re-runs a Smart Search on every request, so "next month" moves with the calendar', async () => {
    const path = `/api/feeds/smart-search.ics?q=${encodeURIComponent('folk festivals in Scotland next month')}`;
    expect(parseCalendar((await fetchText(path)).text).events.map((e) => e.summary)).toEqual(['Feed Test Winter Folk']);
    clock.set(new Date('2026-12-20T12:00:00Z'));
    try {
      expect(parseCalendar((await fetchText(path)).text).events.map((e) => e.summary)).toEqual(['Feed Test New Year Folk']);
      const atom = await fetchText(path.replace('.ics', '.atom'));
      expect(XMLValidator.validate(atom.text)).toBe(true);
      expect(atom.text).toContain('Feed Test New Year Folk');
    } finally {
      clock.set(new Date('2026-11-22T12:20:00Z'));
    }
  });

  it('leaves a Smart Search feed empty rather than list events that miss part of the query', async () => {
    const res = await fetchText(`/api/feeds/smart-search.json?q=${encodeURIComponent('free folk festivals in Scotland this weekend')}`);
    const feed = JSON.parse(res.text);
    expect(feed.items).toEqual([]);
    expect(feed.description).toContain('No event meets every part of this search yet');
  });

  it('follows a venue: its upcoming events as a calendar, Atom and JSON Feed; an unknown venue is 404', async () => {
    await t.app.get(CommandBus).execute(
      new CreateVenueCommand({
        slug: 'loch-side-park-inverness',
        name: 'Loch Side Park',
        names: ['Loch Side Park'],
        address: '',
        town: 'Inverness',
        region: 'scotland',
        latitude: 57.48,
        longitude: -4.22,
        website: null,
      }),
    );
    const path = '/api/feeds/venue.ics?venue=loch-side-park-inverness';
    const calendar = await eventually(async () => {
      const res = await fetchText(path);
      expect(res.status).toBe(200);
      return parseCalendar(res.text);
    });
    // Confirmed, upcoming, published events at the park, soonest first (the Welsh one is in Cardiff; removed ones are gone).
    expect(calendar.events.map((e) => e.summary)).toEqual([
      'Feed Test Winter Folk',
      'Feed Test New Year Folk',
      expect.stringContaining('Cèilidh'),
      'Feed Test Scottish Rock',
    ]);
    expect(calendar.cal.getFirstPropertyValue('x-wr-calname')).toBe('Events at Loch Side Park — Festival Finder');
    const atom = await fetchText('/api/feeds/venue.atom?venue=loch-side-park-inverness');
    expect(XMLValidator.validate(atom.text)).toBe(true);
    const feed = JSON.parse((await fetchText('/api/feeds/venue.json?venue=loch-side-park-inverness')).text);
    expect(feed.home_page_url).toBe(`${t.base}/venue/loch-side-park-inverness`);
    const updated = feed.items.map((i: { date_modified: string }) => Date.parse(i.date_modified));
    expect(updated).toEqual([...updated].sort((a: number, b: number) => b - a));
    expect(feed.items).toHaveLength(5); // the expected-dates event is an entry here, not a calendar event

    expect((await fetchText('/api/feeds/venue.ics?venue=no-such-venue')).status).toBe(404);
    const bad = await t.get<{ message: string }>('/api/feeds/venue.json?venue=Loch%20Side');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/venue slug/);
  });

  it('refuses bad input with a clear 4xx and is public (no session needed)', async () => {
    const region = await t.get<{ message: string }>('/api/feeds/search.ics?region=atlantis');
    expect(region.status).toBe(400);
    expect(region.body.message).toMatch(/region must be one of/);
    const category = await t.get<{ message: string; code: string }>('/api/feeds/search.atom?category=knitting');
    expect(category.status).toBe(404);
    expect(category.body.code).toBe('FEEDS.UNKNOWN_CATEGORY');
    expect((await t.get<{ message: string }>('/api/feeds/search.json?year=1999')).status).toBe(400);
    const empty = await t.get<{ message: string }>('/api/feeds/smart-search.ics?q=%20');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/q must not be empty/);
    expect((await t.get('/api/feeds/search.xml?category=folk')).status).toBe(401);
  });
});
