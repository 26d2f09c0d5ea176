/**
 * POST /api/events/search/smart/explained over real HTTP through the whole app (global guard, rate limits in PostgreSQL),
 * reading the smart-search fixture catalogue from a fixed day, with OpenAI played by a local server.
 */
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DEFAULT_CATEGORIES } from '../../../categories/contracts/category-defaults';
import { CreateCategoryCommand } from '../../../categories/commands/create-category/create-category.command';
import { EventReadModel } from '../../../events/application/ports/event-read-model.port';
import { FixedClock } from '../../../../platform/time/clock';
import { RATE_LIMIT_MESSAGE } from '../../../../platform/rate-limit/rate-limiter';
import { startTestApp, TestApp } from '../../../../platform/testing/test-app';
import { FAILURE_EXPLANATION, NO_RESULTS_EXPLANATION } from '../../application/explained-smart-search-answer';
import { aiAnswer, FakeOpenAiServer } from '../../testing/fake-openai.server';
import { FIXTURE_TODAY, SEARCH_FIXTURES } from '../../testing/search-fixtures';
import { ExplainedSmartSearchAnswer } from './explained-smart-search.answer';

const openai = new FakeOpenAiServer();
let t: TestApp;
let ipSeq = 0;
/** A fresh client address per call, so the rate limit is only met where a test means to meet it. */
const ip = () => `10.12.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function explainedSmartSearch(
  body: unknown,
  from = ip(),
): Promise<{ status: number; body: ExplainedSmartSearchAnswer & { message?: string }; headers: Headers }> {
  const res = await t.post('/api/events/search/smart/explained', body, from);
  return { status: res.status, body: await res.json(), headers: res.headers };
}
const ok = async (query: string, extra: Record<string, unknown> = {}) => {
  const r = await explainedSmartSearch({ query, useAI: false, ...extra });
  expect(r.status).toBe(200);
  return r.body;
};

beforeAll(async () => {
  const baseURL = await openai.start();
  t = await startTestApp({
    clock: new FixedClock(new Date(`${FIXTURE_TODAY}T12:00:00Z`)),
    env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL },
  });
  for (const category of DEFAULT_CATEGORIES) await t.app.get(CommandBus).execute(new CreateCategoryCommand(category));
  await t.app.get(EventReadModel).upsert(SEARCH_FIXTURES);
});
afterAll(async () => {
  await t?.close();
  await openai.stop();
});
beforeEach(() => {
  openai.mode = 'ok';
  openai.requests.length = 0;
});

describe('POST /api/events/search/smart/explained', () => {
  it("answers at the spec's address too (POST /api/ai/search), alike", async () => {
    const body = { query: 'camping folk festivals in Cornwall in August', useAI: false };
    const spec = await t.post('/api/ai/search', body, ip());
    expect(spec.status).toBe(200);
    const own = await explainedSmartSearch(body);
    expect({ ...(await spec.json()), searchTime: 0 }).toEqual({ ...own.body, searchTime: 0 });
  });

  it('answers with events, the intent as tags, an explanation from the parse and a confidence', async () => {
    const body = await ok('camping folk festivals in Cornwall in August');
    expect(body.events.map((e) => e.id)).toEqual(['cornwall-folk']);
    expect(body.intent).toEqual({
      category: 'Folk',
      location: 'Cornwall',
      mood: null,
      groupSize: null,
      keywords: [],
      when: 'August 2027',
      price: null,
    });
    expect(body.explanation).toBe('Folk festivals in Cornwall in August 2027, camping. 1 event matches.');
    expect(body.relaxed).toEqual([]);
    expect(body.notice).toBeNull();
    expect(body.provider).toBe('local');
    expect(body.confidence).toBeGreaterThan(70);
  });

  it('family and mood become the group size and mood tags', async () => {
    const body = await ok('chilled family friendly folk in cornwall');
    expect(body.intent).toMatchObject({ category: 'Folk', groupSize: 'family', mood: 'chilled', location: 'Cornwall' });
  });

  it('suggests real queries: each finds at least one event without relaxing anything', async () => {
    for (const query of ['comedy in Bristol this weekend', 'zzqx vvkk']) {
      const body = await ok(query);
      expect(body.suggestions.length).toBeGreaterThan(0);
      expect(body.suggestions.length).toBeLessThanOrEqual(3);
      for (const suggestion of body.suggestions) {
        expect(suggestion.toLowerCase()).not.toBe(query.toLowerCase());
        // asked as a visitor would (the local reading: OpenAI is played by the fake server here)
        const check = await ok(suggestion);
        expect([suggestion, check.total > 0, check.relaxed]).toEqual([suggestion, true, []]);
      }
    }
  });

  it('the suggestions follow the query: comedy elsewhere, other things in Bristol', async () => {
    const body = await ok('comedy in Bristol this weekend');
    expect(body.suggestions).toEqual(expect.arrayContaining([expect.stringMatching(/^comedy festivals in /)]));
  });

  it('a precise query is more confident than a vague one', async () => {
    const vague = await ok('jazz stuff');
    const precise = await ok('free jazz near Bristol this weekend');
    expect(precise.events[0].id).toBe('bristol-free-jazz');
    expect(precise.confidence).toBeGreaterThan(vague.confidence);
    expect(precise.confidence).toBeGreaterThan(70);
    expect(vague.confidence).toBeLessThanOrEqual(70);
  });

  it('says what it relaxed: no free family events this weekend, family events on other dates', async () => {
    const body = await ok('free family events this weekend');
    expect(body.events.map((e) => e.id)).toEqual(['gloucester-family']);
    expect(body.relaxed).toEqual(['date', 'price']);
    expect(body.notice).toBe('No free family events this weekend — showing family events on other dates');
    expect(body.explanation).toBe('Family festivals this weekend, free. No free family events this weekend — showing family events on other dates.');
  });

  it('no results: empty events, the no-results text, low confidence, still real suggestions', async () => {
    const body = await ok('zzqx vvkk');
    expect(body.events).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.explanation).toBe(NO_RESULTS_EXPLANATION);
    expect(body.confidence).toBeLessThanOrEqual(15);
  });

  it.each([
    [{}, 'query is required'],
    [{ query: '' }, 'query must not be empty'],
    [{ query: '   ' }, 'query must not be empty'],
    [{ query: 'x'.repeat(201) }, 'query can be at most 200 characters'],
    [{ query: 42 }, 'query must be text'],
    [{ query: 'jazz', useAI: 'yes' }, 'useAI must be true or false'],
    [{ query: 'jazz', limit: 51 }, 'limit can be at most 50'],
  ])('rejects %j with 400 and a message', async (body, message) => {
    const r = await explainedSmartSearch(body);
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(message);
  });

  it('limits each client to 20 searches a minute: the 21st gets 429 with Retry-After', async () => {
    const from = '10.99.0.1';
    for (let i = 0; i < 20; i++) expect((await explainedSmartSearch({ query: 'jazz', useAI: false }, from)).status).toBe(200);
    const blocked = await explainedSmartSearch({ query: 'jazz', useAI: false }, from);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(RATE_LIMIT_MESSAGE);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await explainedSmartSearch({ query: 'jazz', useAI: false }, '10.99.0.2')).status).toBe(200);
  });
});

describe('POST /api/events/search/smart/explained with OpenAI configured', () => {
  it('useAI: false never calls OpenAI', async () => {
    const body = await ok('beer festivals in 2027');
    expect(body.provider).toBe('local');
    expect(openai.requests).toHaveLength(0);
  });

  it("useAI: the model's intent drives the answer and the explanation", async () => {
    openai.intentAnswer = aiAnswer({ categories: ['comedy'], places: [{ name: 'Bristol', near: false, radiusMiles: null }], mood: ['lively'] });
    const r = await explainedSmartSearch({ query: 'something to make me laugh in bristol', useAI: true });
    expect(r.status).toBe(200);
    expect(r.body.provider).toBe('openai');
    expect(r.body.intent).toMatchObject({ category: 'Comedy', location: 'Bristol', mood: 'lively' });
    expect(r.body.events[0].id).toBe('bristol-comedy');
    expect(r.body.explanation).toMatch(/^Comedy festivals in Bristol, lively atmosphere\. /);
    expect(openai.requests.map((q) => q.path)).toContain('/v1/chat/completions');
  });

  it('falls back to the local reading when OpenAI fails, and still answers', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    openai.mode = 'error-500';
    const r = await explainedSmartSearch({ query: 'comedy in Bristol this weekend', useAI: true });
    expect(r.status).toBe(200);
    expect(r.body.provider).toBe('local');
    expect(r.body.events.map((e) => e.id)).toEqual(['bristol-comedy']);
    expect(r.body.explanation).not.toBe(FAILURE_EXPLANATION);
    expect(openai.requests.length).toBeGreaterThan(0);
    jest.restoreAllMocks();
  });
});
