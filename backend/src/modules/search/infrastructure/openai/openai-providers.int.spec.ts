/**
 * The OpenAI path against a local HTTP server speaking the OpenAI REST API: success, malformed
 * answers, HTTP errors and timeouts, each of which must fall back to the local provider.
 */
import { Logger } from '@nestjs/common';
import { dayToIso } from '../../../../platform/time/uk-days';
import { AppConfig } from '../../../../platform/config/app-config';
import { aiAnswer, FakeOpenAiServer } from '../../testing/fake-openai.server';
import { LocalIntentProvider } from '../../application/local-intent-provider';
import { createOpenAiClient } from './openai-client';
import { OpenAiIntentProvider } from './openai-intent-provider';
import { FixedCategoryVocabulary } from '../../application/category-vocabulary.port';
import { intentJsonSchema } from './openai-intent.schema';

const TODAY = '2026-11-22';
const server = new FakeOpenAiServer();
let baseURL: string;
let warnings: string[];

beforeAll(async () => {
  baseURL = await server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  server.mode = 'ok';
  server.requests.length = 0;
  warnings = [];
  jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => {
    warnings.push(String(message));
  });
});
afterEach(() => jest.restoreAllMocks());

// Categories are data: the provider asks for them; here a fixed list stands in for the catalogue.
const CATEGORIES = new FixedCategoryVocabulary([
  { slug: 'music', name: 'Music', description: 'Live music festivals' },
  { slug: 'food-drink', name: 'Food & Drink', description: 'Food and drink festivals' },
]);

function provider(timeoutMs = 3_000) {
  const config = AppConfig.fromEnv({}, { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL });
  const client = createOpenAiClient(config)!;
  return new OpenAiIntentProvider(client, new LocalIntentProvider(), CATEGORIES, { model: config.values.OPENAI_MODEL, timeoutMs, cooldownMs: 0 });
}

describe('OpenAiIntentProvider', () => {
  it('asks chat completions for strict JSON-schema output and maps the answer, places through the gazetteer', async () => {
    server.intentAnswer = aiAnswer({
      categories: ['music'],
      topics: ['jazz'],
      places: [
        { name: 'Edinburgh', near: true, radiusMiles: null },
        { name: 'Atlantis', near: false, radiusMiles: null },
      ],
      dateRanges: [{ label: 'this weekend', from: '2026-11-27', to: '2026-11-29' }],
      free: true,
      mood: ['chilled'],
      outdoor: true,
    });
    const { intent, source, degraded } = await provider().extract('free chilled jazz near edinburgh this weekend', TODAY);
    expect(source).toBe('openai');
    expect(degraded).toBeUndefined();
    expect(intent.categories).toEqual(['music']);
    expect(intent.locations).toEqual([{ name: 'Edinburgh', lat: 55.9533, lon: -3.1883, radiusKm: 40, region: 'scotland' }]);
    expect(intent.keywords).toEqual(['atlantis']);
    expect(intent.timeframes.map((t) => [t.label, dayToIso(t.fromDay), dayToIso(t.toDay)])).toEqual([['this weekend', '2026-11-27', '2026-11-29']]);
    expect(intent.price).toEqual({ free: true });
    expect(intent.flags).toEqual({ outdoor: true });

    const [request] = server.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'gpt-4o-mini',
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'festival_search_intent', strict: true, schema: intentJsonSchema(['music', 'food-drink']) },
      },
    });
    const messages = request.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0].content).toContain('Today is 2026-11-22');
    expect(messages[1]).toEqual({ role: 'user', content: 'free chilled jazz near edinburgh this weekend' });
    expect(warnings).toEqual([]);
  });

  it.each([
    ['malformed', 'answer is not JSON'],
    ['invalid-schema', 'does not match the schema'],
    ['refusal', 'refused'],
    ['error-500', '500'],
    ['error-401', '401'],
  ] as const)('falls back to the local provider when the answer is %s, with a warning', async (mode, reason) => {
    server.mode = mode;
    const { intent, source, degraded } = await provider().extract('comedy in Brighton', TODAY);
    expect(source).toBe('local');
    expect(degraded).toBe(true);
    expect(intent.categories).toEqual(['comedy']);
    expect(intent.locations.map((l) => l.name)).toEqual(['Brighton']);
    expect(server.requests).toHaveLength(1); // no retries
    expect(warnings.join('\n')).toMatch(new RegExp(`OpenAI intent extraction failed \\(.*${reason}`));
  });

  it('falls back when OpenAI does not answer within the timeout', async () => {
    server.mode = 'slow';
    server.slowMs = 2_000;
    const started = Date.now();
    const { source, intent } = await provider(300).extract('folk in the lakes', TODAY);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(source).toBe('local');
    expect(intent.categories).toEqual(['folk']);
    expect(warnings.join('\n')).toMatch(/OpenAI intent extraction failed \(.*timed out/i);
  });

  it('falls back when nothing listens at the address', async () => {
    const config = AppConfig.fromEnv({}, { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    const p = new OpenAiIntentProvider(createOpenAiClient(config)!, new LocalIntentProvider(), CATEGORIES, { model: 'gpt-4o-mini', cooldownMs: 0 });
    const { source } = await p.extract('gigs', TODAY);
    expect(source).toBe('local');
    expect(warnings.join('\n')).toMatch(/OpenAI intent extraction failed/);
  });

  it('after a failure it answers locally for the cool-down, without calling OpenAI', async () => {
    const config = AppConfig.fromEnv({}, { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL });
    const p = new OpenAiIntentProvider(createOpenAiClient(config)!, new LocalIntentProvider(), CATEGORIES, { model: 'm', cooldownMs: 60_000 });
    server.mode = 'error-500';
    await p.extract('gigs', TODAY);
    server.mode = 'ok';
    const second = await p.extract('gigs', TODAY);
    expect(second.source).toBe('local');
    expect(server.requests).toHaveLength(1);
  });

  it('stays local when the caller says so (useAI: false)', async () => {
    const { source } = await provider().extract('gigs', TODAY, { allowRemote: false });
    expect(source).toBe('local');
    expect(server.requests).toHaveLength(0);
  });
});
