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
