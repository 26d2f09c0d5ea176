/**
 * The provider contract against the local provider and against OpenAI's chat-completions API served by a local
 * HTTP server, then OpenAI's failure modes: each falls back to the local provider and says why.
 */
import OpenAI from 'openai';
import { LocalAiProvider } from '../application/local-ai-provider';
import { descriptionVariationsTask } from '../application/tasks/description-variations.task';
import { enhanceDescriptionTask } from '../application/tasks/enhance-description.task';
import { aiProviderContract } from '../testing/ai-provider.contract';
import { eventFacts } from '../testing/event-facts.fixture';
import { FakeOpenAiChatServer } from '../testing/fake-openai-chat.server';
import { OpenAiAiProvider, OpenAiProviderOptions } from './openai/openai-ai-provider';

const server = new FakeOpenAiChatServer();
let baseURL: string;
const sleeps: number[] = [];

const GOOD_TEXT =
  'Riverside Jazz Weekend brings three days of jazz to Riverside Park in Leeds, from 5 to 7 March 2027. Tickets are priced from £25. Local bands and touring quartets share two stages.';
const VARIATIONS = [
  'One: Riverside Jazz Weekend in Leeds.',
  'Two: jazz at Riverside Park from 5 March 2027.',
  'Three: tickets from £25 for Riverside Jazz Weekend.',
];

function openAi(options: Partial<OpenAiProviderOptions> = {}) {
  const client = new OpenAI({ apiKey: 'sk-test', baseURL, maxRetries: 0 });
  return new OpenAiAiProvider(
    client,
    new LocalAiProvider(),
    { model: 'gpt-4o-mini', timeoutMs: 2_000, maxRetries: 2, backoffMs: 10, ...options },
    async (ms) => {
      sleeps.push(ms);
    },
  );
}

const input = {
  facts: eventFacts(),
  options: { tone: 'exciting' as const, focus: 'music-focused' as const, length: 'medium' as const, includeKeywords: true },
  keywords: ['jazz'],
};

beforeAll(async () => {
  baseURL = await server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  sleeps.length = 0;
});

aiProviderContract('local', async () => new LocalAiProvider(), { provider: 'local' });

describe('OpenAI over its chat-completions API', () => {
  // The contract's two calls: an enhancement, then variations.
  beforeEach(() => {
    server.answers = {
      'enhance-description': { enhancedDescription: GOOD_TEXT, seoKeywords: ['jazz', 'leeds'] },
      'description-variations': { variations: VARIATIONS },
    };
    server.reset(['ok']);
  });

  aiProviderContract('openai', async () => openAi(), { provider: 'openai' });

  it('sends a strict JSON schema, the model and the key, and records the token usage', async () => {
    server.reset(['ok']);
    const answer = await openAi().run(enhanceDescriptionTask, input);
    const sent = server.requests[0]!;
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({
      model: 'gpt-4o-mini',
      response_format: { type: 'json_schema', json_schema: { name: 'enhance-description', strict: true } },
    });
    expect(JSON.stringify(sent.body.messages)).toContain('Riverside Jazz Weekend');
    expect(answer.calls).toEqual([expect.objectContaining({ provider: 'openai', ok: true, promptTokens: 420, completionTokens: 180 })]);
  });

  it('falls back to the local provider on malformed JSON, without retrying', async () => {
    server.reset(['malformed']);
    const answer = await openAi().run(enhanceDescriptionTask, input);
    expect(answer).toMatchObject({ provider: 'local', model: 'grounded-writer-1', fallbackReason: 'OpenAI failed (answer is not valid JSON; 1 attempt)' });
    expect(answer.output.enhancedDescription).toContain('Riverside Jazz Weekend');
    expect(answer.calls.map((c) => [c.provider, c.ok])).toEqual([
      ['openai', false],
      ['local', true],
    ]);
    expect(answer.calls[0]!.promptTokens).toBe(420);
  });

  it('falls back on an answer outside the schema and on a refusal', async () => {
    server.reset(['invalid-schema']);
    expect((await openAi().run(enhanceDescriptionTask, input)).fallbackReason).toMatch(
      /^OpenAI failed \(answer does not match the schema: enhancedDescription/,
    );
    server.reset(['refusal']);
    expect((await openAi().run(enhanceDescriptionTask, input)).fallbackReason).toBe("OpenAI failed (refused: I can't help with that.; 1 attempt)");
  });

  it('falls back when the variations are too alike or too few', async () => {
    server.answers['description-variations'] = { variations: [GOOD_TEXT, `${GOOD_TEXT} Book early.`, GOOD_TEXT] };
    const alike = await openAi().run(descriptionVariationsTask, { facts: eventFacts(), count: 3, keywords: [] });
    expect(alike).toMatchObject({ provider: 'local', fallbackReason: 'OpenAI failed (answer variations are too alike; 1 attempt)' });
    expect(alike.output.variations).toHaveLength(3);
    server.answers['description-variations'] = { variations: VARIATIONS.slice(0, 2) };
    const few = await openAi().run(descriptionVariationsTask, { facts: eventFacts(), count: 3, keywords: [] });
    expect(few.fallbackReason).toBe('OpenAI failed (answer has 2 of the 3 variations asked for; 1 attempt)');
  });

  it('retries a timeout with backoff, then falls back saying it timed out', async () => {
    server.reset(['slow']);
    server.slowMs = 1_000;
    const answer = await openAi({ timeoutMs: 200, maxRetries: 1 }).run(enhanceDescriptionTask, input);
    expect(answer.provider).toBe('local');
    expect(answer.fallbackReason).toMatch(/^OpenAI failed \(timed out after \d+ ms; 2 attempts\)$/);
    expect(sleeps).toEqual([10]);
    expect(server.requests).toHaveLength(2);
  });

  it('retries 429 with exponential backoff, then falls back with the reason', async () => {
    server.reset(['rate-limited']);
    const answer = await openAi({ maxRetries: 2 }).run(enhanceDescriptionTask, input);
    expect(answer.provider).toBe('local');
    expect(answer.fallbackReason).toMatch(/^OpenAI failed \(rate limited \(429\): .*; 3 attempts\)$/);
    expect(sleeps).toEqual([10, 20]);
    expect(answer.calls.filter((c) => c.provider === 'openai' && !c.ok)).toHaveLength(3);
  });

  it('succeeds when a retry after 429 or 500 gets through', async () => {
    server.reset(['rate-limited', 'error-500', 'ok']);
    const answer = await openAi({ maxRetries: 2 }).run(enhanceDescriptionTask, input);
    expect(answer).toMatchObject({ provider: 'openai', fallbackReason: null });
    expect(answer.calls.map((c) => c.ok)).toEqual([false, false, true]);
  });
});
