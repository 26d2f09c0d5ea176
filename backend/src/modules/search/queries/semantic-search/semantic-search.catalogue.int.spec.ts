/**
 * Smart search on the real seeded catalogue: the whole app (embedded PostgreSQL, event log,
 * projections, embedded read model) over HTTP, seen from Sunday 22 November 2026.
 */
import { INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../../../app.module';
import { AppConfig } from '../../../../platform/config/app-config';
import { HttpExceptionFilter } from '../../../../platform/http/http-exception.filter';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { FixedClock } from '../../../../platform/time/clock';
import { createTestDatabase } from '../../../../platform/testing/test-database';
import { seedCatalogue } from '../../../seed/testing/seed-catalogue';
import { SemanticSearchResult } from '../../application/semantic-search.result';
import { SearchModule } from '../../search.module';

let app: INestApplication;
let base: string;

beforeAll(async () => {
  const config = AppConfig.fromEnv({}, { DATABASE_URL: await createTestDatabase(), LOG_LEVEL: 'error', NODE_ENV: 'test' });
  // SearchModule first: its routes must come before the website's catch-all (harmless once AppModule imports it too)
  @Module({ imports: [SearchModule, AppModule.forRoot({ config, clock: new FixedClock(new Date('2026-11-22T12:00:00Z')) })] })
  class SearchTestApp {}
  app = await NestFactory.create(SearchTestApp, { logger: ['error'] });
  app.useGlobalFilters(new HttpExceptionFilter());
  await app.init();
  await seedCatalogue(app);
  await app.get(ProjectionsService).waitUntilCaughtUp();
  await app.listen(0, '127.0.0.1');
  base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
}, 120_000);
afterAll(() => app?.close());

async function semantic(q: string): Promise<SemanticSearchResult> {
  const res = await fetch(`${base}/api/events/search/semantic?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SemanticSearchResult;
}
const titles = (r: SemanticSearchResult) => r.events.map((e) => e.title);

describe('smart search on the seeded catalogue', () => {
  it('"glastonbery" finds Glastonbury Festival first', async () => {
    expect(titles(await semantic('glastonbery'))[0]).toBe('Glastonbury Festival');
  });

  it('"edinbrugh fringe in august" finds the Fringe first', async () => {
    const r = await semantic('edinbrugh fringe in august');
    expect(r.intent.locations).toEqual(['Edinburgh']);
    expect(r.intent.timeframes).toEqual(['August 2027']);
    expect(titles(r)[0]).toBe('Edinburgh Festival Fringe');
  });

  it('event names that are also places: Reading Festival, Hay Festival', async () => {
    expect(titles(await semantic('reading festival'))[0]).toBe('Reading Festival');
    expect(titles(await semantic('hay festival 2027'))[0]).toBe('Hay Festival');
  });

  it('classical music events in Edinburgh', async () => {
    expect(titles(await semantic('classical music events in Edinburgh'))[0]).toBe('Edinburgh International Festival');
  });

  it('literature festivals in yorkshire: only Yorkshire arts events', async () => {
    const r = await semantic('literature festivals in yorkshire');
    expect(r.total).toBeGreaterThanOrEqual(3);
    expect(r.events.every((e) => e.region === 'yorkshire' && e.category === 'arts-culture')).toBe(true);
    expect(titles(r)).toContain('Ilkley Literature Festival');
  });

  it('outdoor music festivals near London in summer: London music in June–August 2027 first', async () => {
    const r = await semantic('outdoor music festivals near London in summer');
    expect(r.events.length).toBeGreaterThanOrEqual(3);
    for (const e of r.events.slice(0, 3)) {
      expect(e.category).toBe('music');
      expect(e.region).toBe('london');
      expect(e.endDate >= '2027-06-01' && e.startDate <= '2027-08-31').toBe(true);
    }
  });

  it.each([
    ['greenman', 'Green Man'],
    ['green mann festival', 'Green Man'],
    ['boom town', 'Boomtown'],
    ['blue dot', 'Bluedot'],
    ['kendall calling', 'Kendal Calling'],
    ['kendalcalling', 'Kendal Calling'],
    ['camp bestivall', 'Camp Bestival Dorset'],
    ['tram lines', 'Tramlines'],
  ])('misspelt or re-spaced name "%s" finds %s first', async (q, title) => {
    expect(titles(await semantic(q))[0]).toBe(title);
  });

  it.each(['festivals like Download', 'something like WOMAD', 'festivals like Reading', 'festivals similar to green man'])(
    '"%s": festivals of the same kind, the named one left out',
    async (q) => {
      const name = /(?:like|to) (.+)$/.exec(q)![1].toLowerCase();
      const named = (await semantic(name)).events[0];
      const r = await semantic(q);
      expect(r.events.length).toBeGreaterThanOrEqual(5);
      expect(r.events.map((e) => e.id)).not.toContain(named.id);
      expect(r.events.every((e) => e.category === named.category)).toBe(true);
      // ranked by the named festival's own tags: the first result shares at least one
      const tags = new Set(named.tags.filter((t) => !['camping', 'glamping'].includes(t)));
      expect(r.events[0].tags.some((t) => tags.has(t))).toBe(true);
    },
  );

  it('"folk festivals but not in Scotland": folk, and none in Scotland', async () => {
    const r = await semantic('folk festivals but not in Scotland');
    expect(r.events.length).toBeGreaterThanOrEqual(3);
    expect(r.events.every((e) => e.category === 'folk' && e.region !== 'scotland')).toBe(true);
  });

  it('"music festivals without camping": music, and none with camping', async () => {
    const r = await semantic('music festivals without camping');
    expect(r.events.length).toBeGreaterThanOrEqual(3);
    expect(r.events.every((e) => e.category === 'music' && !e.tags.some((t) => ['camping', 'glamping'].includes(t)))).toBe(true);
  });

  it('"comedy festivals in England": none in Scotland, Wales or Northern Ireland', async () => {
    const r = await semantic('comedy festivals in England');
    expect(r.events.length).toBeGreaterThanOrEqual(1);
    expect(r.events.every((e) => e.category === 'comedy' && !['scotland', 'wales', 'northern-ireland'].includes(e.region))).toBe(true);
  });
  it('underwater basket weaving: no event holds those words, so nothing; in Cornwall, other Cornwall events, labelled', async () => {
    expect((await semantic('underwater basket weaving')).total).toBe(0);
    const r = await semantic('underwater basket weaving in Cornwall');
    expect(r.relaxed).toEqual(['keywords']);
    expect(r.notice).toBe('No events matching "underwater basket weaving" in Cornwall — showing other events in Cornwall');
    expect(r.total).toBeGreaterThan(0);
    expect(r.events.every((e) => e.region === 'southwest')).toBe(true);
  });

  it('free family events this weekend: never months away without saying so', async () => {
    const r = await semantic('free family events this weekend');
    expect(r.relaxed.length).toBeGreaterThan(0);
    expect(r.relaxed).toContain('date');
    expect(r.notice).toMatch(/^No free family events this weekend — showing .*on other dates$/);
  });
});

type Ev = SemanticSearchResult['events'][number];
const text = (e: Ev) => `${e.title} ${e.description} ${e.tags.join(' ')}`.toLowerCase();
const overlaps = (e: Ev, from: string, to: string) => e.endDate >= from && e.startDate <= to;
const camping = (e: Ev) => e.tags.some((t) => ['camping', 'glamping'].includes(t));

/**
 * Relevance: plain-English queries, each judged by the fields of the events it returns (never by hand-picked ids).
 * precision@5 = the share of the first five results (or all, when fewer) that meet the query.
 */
const RELEVANCE: Array<[query: string, relevant: (e: Ev) => boolean]> = [
  ['folk festivals in Yorkshire', (e) => e.category === 'folk' && e.region === 'yorkshire'],
  ['comedy festivals in Scotland', (e) => e.category === 'comedy' && e.region === 'scotland'],
  ['food festivals in Wales', (e) => e.category === 'food-drink' && e.region === 'wales'],
  ['classical music in London', (e) => e.category === 'classical' && e.region === 'london'],
  ['free festivals', (e) => e.isFree],
  ['family festivals in the south west', (e) => (e.category === 'family' || e.familyFriendly) && e.region === 'southwest'],
  ['music festivals in August', (e) => e.category === 'music' && overlaps(e, '2027-08-01', '2027-08-31')],
  ['book festivals', (e) => e.category === 'arts-culture' && /\b(book|literature|literary|writers?|authors?)\b/.test(text(e))],
  ['jazz festivals', (e) => /\bjazz\b/.test(text(e))],
  ['beer festivals', (e) => /\b(beer|ale|brew\w*|cider)\b/.test(text(e))],
  ['folk festivals but not in Scotland', (e) => e.category === 'folk' && e.region !== 'scotland'],
  ['music festivals without camping', (e) => e.category === 'music' && !camping(e)],
  ['camping festivals', (e) => camping(e)],
  ['outdoor theatre', (e) => e.outdoor && /\b(theatre|theater|shakespeare|plays?)\b/.test(text(e))],
  ['comedy festivals in England', (e) => e.category === 'comedy' && !['scotland', 'wales', 'northern-ireland'].includes(e.region)],
  ['festivals in Northern Ireland', (e) => e.region === 'northern-ireland'],
  ['christmas markets', (e) => /christmas|festive|winter/.test(text(e)) && overlaps(e, '2026-11-22', '2027-01-06')],
  ['food and drink festivals near Bristol', (e) => e.category === 'food-drink' && e.region === 'southwest'],
];
const PRECISION_FLOOR = 0.85;

describe('smart search relevance suite', () => {
  it(`mean precision@5 over ${RELEVANCE.length} plain-English queries is at least ${PRECISION_FLOOR}`, async () => {
    const rows: string[] = [];
    let sum = 0;
    for (const [query, relevant] of RELEVANCE) {
      const top = (await semantic(query)).events.slice(0, 5);
      const precision = top.length ? top.filter(relevant).length / top.length : 0;
      sum += precision;
      rows.push(`${precision.toFixed(2)}  ${query}${top.length < 5 ? ` (${top.length} results)` : ''}`);
    }
    const mean = sum / RELEVANCE.length;
    console.log(`smart search precision@5: ${mean.toFixed(3)}\n${rows.join('\n')}`);
    expect(mean).toBeGreaterThanOrEqual(PRECISION_FLOOR);
  });
});
