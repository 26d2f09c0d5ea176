/**
 * Smart search over HTTP: the SearchModule in a Nest app on a loopback port, reading a real
 * embedded (Orama) read model filled with a small catalogue, seen from a fixed day.
 */
import { Global, INestApplication, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from '../../../../platform/config/app-config';
import { HttpExceptionFilter } from '../../../../platform/http/http-exception.filter';
import { EventReadModel } from '../../../events/application/ports/event-read-model.port';
import { Clock, FixedClock } from '../../../../platform/time/clock';
import { SmartSearchResult } from '../../application/smart-search.result';
import { SearchModule } from '../../search.module';
import { FixtureCategoriesHandler } from '../../testing/fixture-categories.handler';
import { FIXTURE_TODAY, SEARCH_FIXTURES } from '../../testing/search-fixtures';

@Global()
@Module({
  providers: [
    FixtureCategoriesHandler,
    { provide: Clock, useValue: new FixedClock(new Date(`${FIXTURE_TODAY}T12:00:00Z`)) },
    { provide: AppConfig, useValue: AppConfig.fromEnv({}, { NODE_ENV: 'test' }) },
  ],
  exports: [Clock, AppConfig],
})
class TestPlatformModule {}

@Module({ imports: [TestPlatformModule, CqrsModule.forRoot(), SearchModule] })
class TestAppModule {}

let app: INestApplication;
let base: string;

beforeAll(async () => {
  // No ELASTICSEARCH_URL: the events module's read-model provider opens the embedded Orama index.
  app = await NestFactory.create(TestAppModule, { logger: ['error'] });
  await app.get(EventReadModel).upsert(SEARCH_FIXTURES);
  app.useGlobalFilters(new HttpExceptionFilter());
  await app.listen(0, '127.0.0.1');
  base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
});
afterAll(() => app.close());

async function smart(q: string, extra = ''): Promise<SmartSearchResult> {
  const res = await fetch(`${base}/api/events/search/smart?q=${encodeURIComponent(q)}${extra}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SmartSearchResult;
}
const ids = (r: SmartSearchResult) => r.events.map((e) => e.id);

describe('GET /api/events/search/smart', () => {
  it("answers at the spec's address too (/api/events/search/semantic), alike", async () => {
    const q = encodeURIComponent('folk in scotland');
    const [own, spec] = await Promise.all(
      [`/api/events/search/smart?q=${q}`, `/api/events/search/semantic?q=${q}`].map(async (path) => {
        const res = await fetch(base + path);
        expect(res.status).toBe(200);
        return { ...((await res.json()) as SmartSearchResult), searchTime: 0 };
      }),
    );
    expect(own.events.length).toBeGreaterThan(0);
    expect(spec).toEqual(own);
  });

  it('free jazz near Bristol this weekend: the structured match first, with the intent and timing', async () => {
    const r = await smart('free jazz near Bristol this weekend');
    expect(r.semantic).toBe(true);
    expect(ids(r)[0]).toBe('bristol-free-jazz');
    expect(r.intent).toMatchObject({
      categories: ['music'],
      locations: ['Bristol'],
      timeframes: ['this weekend'],
      price: { free: true, maxPounds: null },
      keywords: [],
    });
    expect(typeof r.searchTime).toBe('number');
    expect(r.searchTime).toBeGreaterThanOrEqual(0);
    expect(r.provider).toBe('local');
    expect(r.events[0]).toMatchObject({ title: 'Harbourside Jazz Weekender', upcoming: true, regionName: 'South West' });
  });

  it('never returns expired or finished events', async () => {
    const r = await smart('jazz in Bristol');
    expect(ids(r)).not.toContain('bristol-expired');
    expect(ids(r)).not.toContain('bristol-ended');
  });

  it('answers only the strict match when there is one: nothing relaxed, no notice', async () => {
    const r = await smart('comedy in Bristol this weekend');
    expect(ids(r)).toEqual(['bristol-comedy']);
    expect(r.total).toBe(1);
    expect(r.relaxed).toEqual([]);
    expect(r.notice).toBeNull();
  });

  it('says what it relaxed when nothing meets every constraint (place widened to the region)', async () => {
    const r = await smart('comedy in Exeter this weekend');
    expect(ids(r)).toEqual(['bristol-comedy']);
    expect(r.relaxed).toEqual(['distance']);
    expect(r.notice).toBe('No comedy events within 25 km of Exeter this weekend — showing comedy events elsewhere in South West this weekend');
  });

  it('free family events this weekend: no such event, so family events on other dates, labelled', async () => {
    const r = await smart('free family events this weekend');
    expect(r.total).toBeGreaterThan(0);
    expect(r.relaxed).toEqual(['date', 'price']);
    expect(r.notice).toBe('No free family events this weekend — showing family events on other dates');
    expect(r.events.every((e) => e.category === 'family')).toBe(true);
  });

  it('underwater basket weaving in Cornwall: no text match, so other Cornwall events, labelled', async () => {
    const r = await smart('underwater basket weaving in Cornwall');
    expect(r.relaxed).toEqual(['keywords']);
    expect(r.notice).toBe('No events matching "underwater basket weaving" in Cornwall — showing other events in Cornwall');
    expect(ids(r).sort()).toEqual(['boardmasters', 'cornwall-folk']);
  });

  it('nothing understood and no text match: nothing, never filler', async () => {
    for (const q of ['underwater basket weaving', 'festivals']) {
      const r = await smart(q);
      expect([q, r.total, r.relaxed]).toEqual([q, 0, []]);
    }
  });

  it('topic words rank inside the structured match ("jazz" before other music in Bristol)', async () => {
    const r = await smart('jazz gigs in Bristol today');
    expect(ids(r).slice(0, 2)).toEqual(['bristol-free-jazz', 'bristol-rock-night']);
  });

  it('typo tolerant: "glastonbery" finds Glastonbury through the text search', async () => {
    const r = await smart('glastonbery');
    expect(ids(r)[0]).toBe('glastonbury');
    expect(r.intent.keywords).toEqual(['glastonbery']);
    expect(r.intent.locations).toEqual([]);
  });

  it('typo tolerant: "edinbrugh" is Edinburgh', async () => {
    const r = await smart('edinbrugh comedy');
    expect(r.intent.locations).toEqual(['Edinburgh']);
    expect(ids(r)[0]).toBe('fringe');
  });

  it('a named event beats a structure it does not fit ("glastonbury this weekend" still shows it)', async () => {
    const r = await smart('glastonbery this weekend');
    expect(ids(r)[0]).toBe('glastonbury');
  });

  it('synonyms: beer festivals in 2027', async () => {
    const r = await smart('beer festivals in 2027');
    expect(r.intent.categories).toEqual(['food-drink']);
    expect(ids(r).slice(0, 2).sort()).toEqual(['cambridge-beer', 'gbbf']);
  });

  it("bank holiday in Glasgow is the St Andrew's Day weekend", async () => {
    const r = await smart('bank holiday gigs in Glasgow');
    expect(r.intent.timeframes).toEqual(['bank holiday weekend (27–30 Nov 2026)']);
    expect(ids(r)[0]).toBe('glasgow-st-andrews');
  });

  it('the England bank holiday is Christmas: Boxing Day run in London', async () => {
    const r = await smart('running in london over the bank holiday');
    expect(ids(r)[0]).toBe('boxing-day-london');
  });

  it('areas and flags: camping in cornwall in august', async () => {
    const r = await smart('camping festivals in cornwall in august');
    expect(r.intent.locations).toEqual(['Cornwall']);
    expect(ids(r).slice(0, 2).sort()).toEqual(['boardmasters', 'cornwall-folk']);
  });

  it('regions: folk in the south west', async () => {
    const r = await smart('folk music in the south west');
    expect(r.intent.locations).toEqual(['South West']);
    expect(ids(r)).toEqual(['cornwall-folk']);
  });

  it('keywords only: plain BM25', async () => {
    const r = await smart('boardmasters');
    expect(ids(r)).toEqual(['boardmasters']);
    expect(r.total).toBe(1);
  });

  it('falls back to fuzzy text over the whole query when the structure finds nothing', async () => {
    const r = await smart('tribute acts in northern ireland');
    expect(r.intent.categories).toEqual(['tribute']);
    expect(ids(r)).toContain('tribfest');
  });

  it('finds nothing for nonsense, with an empty list', async () => {
    const r = await smart('zzqx vvkk');
    expect(r.events).toEqual([]);
    expect(r.total).toBe(0);
  });

  it('pages through the same ranking', async () => {
    const all = await smart('stand-up comedy', '&limit=3');
    expect(all.events).toHaveLength(3);
    const second = await smart('stand-up comedy', '&limit=1&page=2');
    expect(ids(second)).toEqual([ids(all)[1]]);
    expect(second.total).toBe(all.total);
  });

  it('takes the category on the server: every result of it, the total counted with it (not one page filtered)', async () => {
    const all = await smart('festivals in 2027', '&limit=50');
    const music = all.events.filter((e) => e.category === 'music');
    expect(music.length).toBeGreaterThan(1);
    const r = await smart('festivals in 2027', '&category=music&limit=1');
    expect(r.events).toHaveLength(1);
    expect(r.events[0].category).toBe('music');
    expect(r.total).toBe(music.length);
    expect(r.intent.categories).toEqual(['music']);
    // the query's own category gives way to the chosen one, and is never relaxed away
    const other = await smart('comedy', '&category=food-drink');
    expect(other.events.every((e) => e.category === 'food-drink')).toBe(true);
    expect(other.relaxed).not.toContain('category');
  });

  it.each([
    ['q=jazz&category=Music%20Festivals', 'category must be a category slug'],
    ['', 'q must not be empty'],
    ['q=', 'q must not be empty'],
    ['q=%20%20%20', 'q must not be empty'],
    [`q=${'a'.repeat(201)}`, 'q can be at most 200 characters'],
    ['q=jazz&limit=51', 'limit can be at most 50'],
    ['q=jazz&page=0', 'page starts at 1'],
  ])('rejects ?%s with 400 and a message', async (qs, message) => {
    const res = await fetch(`${base}/api/events/search/smart?${qs}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toContain(qs === '' ? 'q is required' : message);
  });
});
