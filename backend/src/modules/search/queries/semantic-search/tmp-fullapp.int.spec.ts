import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../../../app.module';
import { CatalogueSeeder } from '../../../seed/catalogue.seeder';
import { AppConfig } from '../../../../platform/config/app-config';
import { HttpExceptionFilter } from '../../../../platform/http/http-exception.filter';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { FixedClock } from '../../../../platform/time/clock';
import { createTestDatabase } from '../../../../platform/testing/test-database';
import { SearchModule } from '../../search.module';

it('real catalogue', async () => {
  const config = AppConfig.fromEnv({}, { DATABASE_URL: await createTestDatabase(), LOG_LEVEL: 'error', NODE_ENV: 'test' });
  @Module({ imports: [SearchModule, AppModule.forRoot({ config, clock: new FixedClock(new Date('2026-11-22T12:00:00Z')) })] })
  class Wrapper {}
  const app = await NestFactory.create(Wrapper, { logger: ['error'] });
  app.useGlobalFilters(new HttpExceptionFilter());
  await app.init();
  await app.get(CatalogueSeeder).seedIfEmpty();
  await app.get(ProjectionsService).waitUntilCaughtUp();
  await app.listen(0, '127.0.0.1');
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const out: string[] = [];
  process.env.SEARCH_DEBUG = '1';
  for (const q of ['free jazz near Bristol this weekend', 'comedy in Brighton under £20', 'outdoor music festivals near London in summer', 'family-friendly food festivals this weekend',
    'classical music events in Edinburgh', 'edinbrugh fringe in august', 'glastonbery', 'beer festival in the north west next month',
    'chilled camping folk festival in cornwall august 2027 under £100', 'bank holiday gigs in Glasgow', 'comedy in Brighton under £20',
    'kids things to do at half term', 'dog friendly festivals in the lakes', 'reading festival', 'yoga retreat in the highlands in may',
    'free arts festivals in Bristol', 'christmas markets', 'hay festival 2027', 'literature festivals in yorkshire']) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/events/search/semantic?q=${encodeURIComponent(q)}&limit=3`);
    const ms = performance.now() - t0;
    const body = (await res.json()) as { total: number; searchTime: number; events: Array<{ title: string; startDate: string; city: string }> };
    out.push(`| ${q} | ${res.status} | ${body.total} | ${body.events.map((e) => `${e.title} (${e.city}, ${e.startDate})`).join('; ')} | ${body.searchTime} | ${ms.toFixed(1)} |`);
  }
  console.log(out.join('\n'));
  await app.close();
}, 120_000);
