/**
 * Vectors for every event with OpenAI configured, against a local HTTP server that speaks OpenAI's /v1/embeddings
 * (the outside world's edge; everything else is real: PostgreSQL, event log, projection, embedded index).
 */
import { CommandBus } from '@nestjs/cqrs';
import { AppConfig } from '../../platform/config/app-config';
import { loadOpenAi } from '../../platform/packages/on-demand';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { FixedClock } from '../../platform/time/clock';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { UpdateEventCommand } from '../events/commands/update-event/update-event.command';
import { EventReadModel } from '../events/application/ports/event-read-model.port';
import { EventDocument } from '../events/application/ports/event-document';
import { FakeOpenAiServer } from '../search/testing/fake-openai.server';
import { EmbeddingUsageLog } from './application/ports/embedding-store.port';
import { OpenAiEmbeddingProvider } from './infrastructure/openai/openai-embedding-provider';

const openai = new FakeOpenAiServer();
const MODEL = 'openai:text-embedding-3-small';
let t: TestApp;
let baseURL: string;

/** The test server's vectors: a few topic axes, so a change of text changes the vector (a test fixture, not a model). */
const axes = [/comedy|stand-up|laugh/i, /beer|ale|cider/i, /book|literature|poet/i, /./];
const vectorOf = (text: string) => axes.map((a) => (a.test(text) ? 1 : 0));

/** Every event's document with its vector (search hits may leave vectors out: `get` and `getMany` carry them). */
async function allDocs(): Promise<EventDocument[]> {
  const index = t.app.get(EventReadModel);
  const { hits } = await index.search({ limit: 500, statuses: ['draft', 'published', 'expired'] });
  return index.getMany(hits.map((h) => h.doc.id));
}

beforeAll(async () => {
  baseURL = await openai.start();
  openai.embeddingOf = vectorOf;
  t = await startTestApp({
    clock: new FixedClock(new Date('2026-11-22T12:00:00Z')),
    seed: true,
    env: { EMBEDDINGS: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL, AI_MAX_RETRIES: '2', AI_BACKOFF_MS: '10' },
  });
  await t.app.get(ProjectionsService).waitUntilCaughtUp();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await openai.stop();
});

describe('event vectors from OpenAI', () => {
  it('every event has a vector, asked in batches and stored by text hash; each call is on the AI usage page', async () => {
    const docs = await allDocs();
    expect(docs.length).toBeGreaterThan(200);
    expect(docs.every((d) => d.embedding?.length === 4 && d.embeddingModel === MODEL)).toBe(true);
    const calls = openai.requests.filter((r) => r.path === '/v1/embeddings');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((r) => Array.isArray(r.body.input) && (r.body.input as string[]).length <= 256 && r.body.model === 'text-embedding-3-small')).toBe(true);
    // what OpenAI reads of an event: title, category, tags, description and place
    const glastonbury = docs.find((d) => d.title === 'Glastonbury Festival')!;
    const sent = calls.flatMap((r) => r.body.input as string[]).find((text) => text.startsWith('Glastonbury Festival\n'))!;
    expect(sent).toContain(glastonbury.description);
    expect(sent).toContain(glastonbury.city);
    const [{ stored }] = await t.db.query(`SELECT count(*)::int AS stored FROM text_embeddings WHERE model = $1`, [MODEL]);
    expect(stored).toBe(new Set(calls.flatMap((r) => r.body.input as string[])).size);
    const [usage] = await t.db.query(`SELECT count(*)::int AS calls, sum(prompt_tokens)::int AS tokens FROM ai_usage WHERE task = 'embeddings' AND ok`);
    expect(usage.calls).toBe(calls.length);
    expect(usage.tokens).toBeGreaterThan(1000);
  });

  it('a rebuild of the index asks for no vector again', async () => {
    const before = openai.requests.length;
    await t.app.get(ProjectionsService).rebuildAll();
    expect(openai.requests.length).toBe(before);
    expect((await allDocs()).every((d) => d.embedding?.length === 4)).toBe(true);
  });

  it('a change of text gets a new vector; a change of anything else keeps it without a call', async () => {
    const doc = (await allDocs()).find((d) => d.title === 'Glastonbury Festival')!;
    const bus = t.app.get(CommandBus);
    const before = openai.requests.length;
    await bus.execute(new UpdateEventCommand(doc.id, { ticketUrl: 'https://tickets.example.org/glastonbury' }));
    await eventually(async () => expect((await t.app.get(EventReadModel).get(doc.id))?.ticketUrl).toBe('https://tickets.example.org/glastonbury'));
    expect(openai.requests.length).toBe(before);
    expect((await t.app.get(EventReadModel).get(doc.id))?.embedding).toEqual(doc.embedding);
    await bus.execute(new UpdateEventCommand(doc.id, { description: 'Five days of stand-up comedy on a farm in Somerset.' }));
    await eventually(async () => expect((await t.app.get(EventReadModel).get(doc.id))?.embedding?.[0]).toBeGreaterThan(0));
    expect(openai.requests.length).toBe(before + 1);
  });
});

describe('OpenAiEmbeddingProvider', () => {
  const provider = (maxRetries = 2) => {
    const config = AppConfig.fromEnv({}, { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL });
    const client = new (loadOpenAi())({ apiKey: 'sk-test', baseURL: config.values.OPENAI_BASE_URL, maxRetries: 0 });
    return new OpenAiEmbeddingProvider(client, t.app.get(EmbeddingUsageLog), {
      model: 'text-embedding-3-small',
      batchSize: 2,
      timeoutMs: 2_000,
      maxRetries,
      backoffMs: 5,
    });
  };
  const texts = ['comedy night', 'real ale', 'book talks'].map((text) => [{ text, weight: 1 }]);

  beforeEach(() => {
    openai.requests.length = 0;
    openai.embeddingFailures = [];
  });

  it('retries a 429 (Retry-After) and a 500, keeps the answers in input order, normalised', async () => {
    openai.embeddingFailures = [{ status: 429, retryAfter: '0' }, { status: 500 }];
    const vectors = await provider().embed(texts, 'document');
    expect(vectors.map((v) => v!.map((x) => Math.round(x * 1000) / 1000))).toEqual([
      [0.707, 0, 0, 0.707],
      [0, 0.707, 0, 0.707],
      [0, 0, 0.707, 0.707],
    ]);
    // two failed attempts, then two batches of at most two
    expect(openai.requests.map((r) => (r.body.input as string[]).length)).toEqual([2, 2, 2, 1]);
    const failed = await t.db.query(`SELECT error FROM ai_usage WHERE task = 'embeddings' AND NOT ok ORDER BY id`);
    expect(failed.map((r: { error: string }) => r.error)).toEqual([expect.stringMatching(/^rate limited \(429\)/), expect.stringMatching(/^HTTP 500/)]);
  });

  it('gives up after its retries, and a query is asked once (no retry: a search does not wait)', async () => {
    openai.embeddingFailures = [{ status: 500 }, { status: 500 }, { status: 500 }];
    await expect(provider().embed(texts, 'document')).rejects.toThrow(/HTTP 500/);
    expect(openai.requests).toHaveLength(3);
    openai.embeddingFailures = [{ status: 503 }];
    await expect(provider().embed([[{ text: 'jazz', weight: 1 }]], 'query')).rejects.toThrow(/HTTP 503/);
    expect(openai.requests).toHaveLength(4);
  });

  it('a 401 is not retried', async () => {
    openai.embeddingFailures = [{ status: 401 }];
    await expect(provider().embed(texts, 'document')).rejects.toThrow(/HTTP 401/);
    expect(openai.requests).toHaveLength(1);
  });
});
