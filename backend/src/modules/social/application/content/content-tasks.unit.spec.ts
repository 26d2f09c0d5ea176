import { CatalogueEvent, groundingProblem, hashtagsFor } from './catalogue-event';
import { contentStrategyTask } from './content-strategy.task';
import { eventPromotionTask, X_LIMIT } from './event-promotion.task';
import { instagramContentTask } from './instagram-content.task';
import { tiktokScriptsTask } from './tiktok-scripts.task';
import { trafficFunnelsTask } from './traffic-funnels.task';

const event = (over: Partial<CatalogueEvent['facts']> = {}, extra: Partial<CatalogueEvent> = {}): CatalogueEvent => ({
  facts: {
    id: 'e1',
    version: 1,
    title: 'Riverside Jazz Weekend',
    description: 'Three days of jazz by the river with food stalls and a family area by the bandstand.',
    category: 'music',
    categoryName: 'Music',
    categoryDescription: '',
    startDate: '2027-03-05',
    endDate: '2027-03-07',
    venue: 'Riverside Park',
    city: 'Leeds',
    region: 'yorkshire',
    regionName: 'Yorkshire',
    priceText: 'from £25',
    ticketUrl: 'https://tickets.example.org',
    tags: ['jazz', 'outdoor'],
    datesConfirmed: true,
    ...over,
  },
  featured: false,
  isFree: false,
  familyFriendly: true,
  link: 'http://localhost/events/e1',
  ...extra,
});

const events = [
  event(),
  event(
    {
      id: 'e2',
      title: 'Dales Food Fair',
      category: 'food-drink',
      categoryName: 'Food & Drink',
      city: 'Skipton',
      venue: 'Market Square',
      priceText: 'Free',
      startDate: '2027-05-01',
      endDate: '2027-05-01',
      datesConfirmed: false,
    },
    { isFree: true, featured: true },
  ),
];

describe('social content tasks: the local answers state only the events’ own facts', () => {
  it('passes the fact checker for every text that names an event', () => {
    const input = { events, category: null };
    for (const p of contentStrategyTask.local(input).weeklyPosts) expect(groundingProblem(p.content, p.eventId, events)).toBeNull();
    for (const c of instagramContentTask.local(input).content) expect(groundingProblem(c.captionText, c.eventId, events)).toBeNull();
    for (const s of tiktokScriptsTask.local({ ...input, today: '2027-03-01' }).scripts) expect(groundingProblem(s.videoScript, s.eventId, events)).toBeNull();
    for (const f of trafficFunnelsTask.local(input).funnels) expect(groundingProblem(f, null, events)).toBeNull();
    for (const e of events) {
      const { posts } = eventPromotionTask.local({ event: e, platforms: ['facebook', 'instagram', 'tiktok', 'x'] });
      for (const p of posts) expect(groundingProblem(p.content, e.facts.id, [e])).toBeNull();
    }
  });

  it('says "expected" for unconfirmed dates, keeps X posts short and hashtags to five', () => {
    const [x] = eventPromotionTask.local({ event: events[1]!, platforms: ['x'] }).posts;
    expect(x!.content).toBe('Dales Food Fair: expected Saturday 1 May 2027 at Market Square, Skipton. Free to attend.');
    expect(x!.content.length).toBeLessThanOrEqual(X_LIMIT);
    expect(hashtagsFor(event({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toHaveLength(5);
  });

  it('refuses a remote answer that names an event it was not given or misstates a price', () => {
    const answer = { posts: [{ platform: 'x' as const, content: 'Riverside Jazz Weekend, tickets £10.', hashtags: [], callToAction: '' }] };
    expect(eventPromotionTask.reject!(answer, { event: events[0]!, platforms: ['x'] })).toContain('£10');
    expect(eventPromotionTask.reject!(answer, { event: events[0]!, platforms: ['x', 'facebook'] })).toContain('covers x');
    expect(groundingProblem('A great weekend.', 'nope', events)).toContain('not in the catalogue');
    expect(groundingProblem('Tickets for Glastonbury are selling.', null, events)).toContain('Glastonbury');
    const strategy = { weeklyPosts: [], trendingTopics: ['Glastonbury'], userEngagement: [] };
    expect(contentStrategyTask.reject!(strategy, { events, category: null })).toContain('Glastonbury');
    expect(contentStrategyTask.reject!({ ...strategy, trendingTopics: ['Music: 2 upcoming events'] }, { events, category: null })).toBeNull();
  });

  it('flags scripts trending only for featured events or those starting within 14 days', () => {
    const scripts = tiktokScriptsTask.local({ events: [events[0]!], category: 'music', today: '2027-01-01' }).scripts;
    expect(scripts[0]!.trending).toBe(false);
    expect(tiktokScriptsTask.local({ events: [events[0]!], category: 'music', today: '2027-02-25' }).scripts[0]!.trending).toBe(true);
  });
});
