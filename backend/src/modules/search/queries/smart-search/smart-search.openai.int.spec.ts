/**
 * Smart search with OPENAI_API_KEY set, against a local server speaking the OpenAI API: intent
 * from the model, the query embedding for hybrid ranking, and the local fallback on failure.
 */
import { Global, INestApplication, Logger, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from '../../../../platform/config/app-config';
import { HttpExceptionFilter } from '../../../../platform/http/http-exception.filter';
import { EventReadModel } from '../../../events/application/ports/event-read-model.port';
import { Clock, FixedClock } from '../../../../platform/time/clock';
import { SmartSearchResult } from '../../application/smart-search.result';
import { SearchModule } from '../../search.module';
import { aiAnswer, FakeOpenAiServer } from '../../testing/fake-openai.server';
import { FixtureCategoriesHandler } from '../../testing/fixture-categories.handler';
import { FIXTURE_TODAY, SEARCH_FIXTURES } from '../../testing/search-fixtures';
import { TextEmbedder } from '../../../embeddings/application/ports/text-embedder.port';
import { openAiTextEmbedder } from '../../../embeddings/testing/text-embedders';

const server = new FakeOpenAiServer();
// Embeddings on the documents: the Bristol comedy night points the same way as the query vector.
const docs = SEARCH_FIXTURES.map((d) => ({ ...d, embedding: d.id === 'bristol-comedy' ? [0, 0, 1] : [1, 0, 0] }));
let app: INestApplication;
let base: string;

beforeAll(async () => {
  const baseURL = await server.start();
  @Global()
  @Module({
    providers: [
      FixtureCategoriesHandler,
      { provide: Clock, useValue: new FixedClock(new Date(`${FIXTURE_TODAY}T12:00:00Z`)) },
      { provide: AppConfig, useValue: AppConfig.fromEnv({}, { NODE_ENV: 'test', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL }) },
      // the embeddings module's query embedder, OpenAI at the local server (its store in memory: no database here)
      { provide: TextEmbedder, useValue: openAiTextEmbedder(baseURL) },
    ],
    exports: [Clock, AppConfig, TextEmbedder],
  })
  class TestPlatformModule {}
  @Module({ imports: [TestPlatformModule, CqrsModule.forRoot(), SearchModule] })
  class TestAppModule {}
  app = await NestFactory.create(TestAppModule, { logger: ['error'] });
  await app.get(EventReadModel).upsert(docs);
  app.useGlobalFilters(new HttpExceptionFilter());
  await app.listen(0, '127.0.0.1');
  base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
});
afterAll(async () => {
  await app.close();
  await server.stop();
});
beforeEach(() => {
  server.mode = 'ok';
  server.requests.length = 0;
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function smart(q: string): Promise<SmartSearchResult> {
  const res = await fetch(`${base}/api/events/search/smart?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SmartSearchResult;
}

describe('Smart Search with OpenAI configured', () => {
  it("uses the model's intent and the query embedding (hybrid ranking)", async () => {
    server.intentAnswer = aiAnswer({ categories: ['comedy'], places: [{ name: 'Bristol', near: false, radiusMiles: null }] });
    server.embedding = [0, 0, 1];
    const r = await smart('something funny in bristol');
    expect(r.provider).toBe('openai');
    expect(r.intent).toMatchObject({ categories: ['comedy'], locations: ['Bristol'] });
    expect(r.events[0].id).toBe('bristol-comedy');
    expect(server.requests.map((q) => q.path).sort()).toEqual(['/v1/chat/completions', '/v1/embeddings']);
  });

  it('falls back to the local provider on a 500, then rests OpenAI for a cool-down', async () => {
    server.mode = 'error-500';
    const first = await smart('comedy in Bath');
    expect(first.provider).toBe('local');
    expect(first.intent).toMatchObject({ categories: ['comedy'], locations: ['Bath'] });
    expect(first.events.map((e) => e.id)).toEqual(['bristol-comedy', 'bath-comedy']); // Bristol is 19 km away
    server.mode = 'ok';
    server.requests.length = 0;
    const second = await smart('comedy in Bath');
    expect(second.provider).toBe('local');
    expect(server.requests.filter((q) => q.path === '/v1/chat/completions')).toHaveLength(0);
  });
});
