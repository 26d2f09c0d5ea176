/**
 * The AI description tools over real HTTP on a real PostgreSQL, with OpenAI played by a local server speaking its
 * chat-completions API: the guard, validation, stored suggestions with their provider, fallback, the fact check,
 * Apply through the event's update command (public view, history) and the stale-version conflict.
 */
import { CommandBus } from '@nestjs/cqrs';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { adminClient, AdminClient } from '../events/testing/admin-client';
import { signedInAdmin } from '../identity/testing/admin-test-client';
import { FakeOpenAiChatServer } from './testing/fake-openai-chat.server';

const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));
const openai = new FakeOpenAiChatServer();
let t: TestApp;
let admin: AdminClient;
let eventId: string;

const DESCRIPTION = 'Three days of jazz by the river with food stalls, late-night sessions and a family area by the bandstand.';
const GOOD =
  'Riverside Jazz Weekend brings three days of jazz to Riverside Park in Leeds, from 5 to 7 March 2027. Tickets are priced from £25, and families will find an area by the bandstand.';
const WRONG = 'Riverside Jazz Weekend comes to Manchester on 12 April 2027. Tickets cost £40.';

async function createEvent(over: Record<string, unknown> = {}): Promise<{ id: string; version: number }> {
  const res = await admin.post('/api/admin/events', {
    title: 'Riverside Jazz Weekend',
    description: DESCRIPTION,
    imageUrl: null,
    category: 'music',
    startDate: '2027-03-05',
    endDate: '2027-03-07',
    venue: 'Riverside Park',
    city: 'Leeds',
    region: 'yorkshire',
    latitude: null,
    longitude: null,
    priceText: 'from £25',
    ticketUrl: 'https://tickets.example.org/jazz',
    source: 'ai-test',
    tags: ['jazz', 'outdoor'],
    publish: true,
    ...over,
  });
  expect(res.status).toBe(201);
  await eventually(async () => expect((await admin.get(`/api/admin/events/${res.body.id}`)).body.event.version).toBe(res.body.version));
  return res.body;
}

beforeAll(async () => {
  const baseURL = await openai.start();
  t = await startTestApp({
    clock,
    seed: false,
    env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL, AI_TIMEOUT_MS: '1000', AI_MAX_RETRIES: '1', AI_BACKOFF_MS: '10' },
  });
  admin = await adminClient(t, 'ai-writer-owner');
  const bus = t.app.get(CommandBus);
  for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
  await eventually(async () => expect((await t.get<unknown[]>('/api/categories')).body).toHaveLength(DEFAULT_CATEGORIES.length));
  ({ id: eventId } = await createEvent());
  await createEvent({ title: 'Harbour Jazz Nights', city: 'Whitby', venue: 'Harbour Green', description: `${DESCRIPTION} Every night.` });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await openai.stop();
});
beforeEach(() => {
  openai.answers = {
    // markup in a model's answer is removed before anything is stored
    'enhance-description': { enhancedDescription: `<p>${GOOD}</p><script>alert(1)</script>`, seoKeywords: ['jazz', 'Leeds'] },
    'description-variations': { variations: [GOOD, `${GOOD} Book early.`, `Jazz in Leeds. ${GOOD}`] },
  };
  openai.reset(['ok']);
});

describe('AI description tools: access and validation', () => {
  it('refuses visitors (401) and writes without the CSRF token (403)', async () => {
    const anonymous = await fetch(`${t.base}/api/ai/enhance-description/${eventId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    expect((await t.get('/api/admin/ai/usage')).status).toBe(401);
    const { client } = await signedInAdmin(t.app, t.base, 'ai-writer-csrf');
    expect((await client.request('POST', `/api/ai/analyze-description/${eventId}`, {}, { csrf: false })).status).toBe(403);
  });

  it('rejects options outside the spec with a readable 400, and an unknown event with 404', async () => {
    const bad = await admin.post(`/api/ai/enhance-description/${eventId}`, { tone: 'angry', length: 'huge' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/tone: Invalid enum value. Expected 'exciting' \| 'professional' \| 'casual' \| 'vibrant'/);
    expect((await admin.post(`/api/ai/generate-variations/${eventId}`, { count: 4 })).status).toBe(400);
    expect((await admin.post(`/api/ai/analyze-description/${eventId}`, { extra: 1 })).status).toBe(400);
    const missing = await admin.post('/api/ai/analyze-description/7f0c3f3e-0000-4000-8000-000000000000', {});
    expect(missing.status).toBe(404);
  });
});

describe('AI description tools: results', () => {
  it('enhances with OpenAI (defaults from the spec), stores the suggestion and the token usage', async () => {
    const res = await admin.post(`/api/ai/enhance-description/${eventId}`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      enhancedDescription: GOOD,
      provider: 'openai',
      model: 'gpt-4o-mini',
      fallbackReason: null,
      factIssues: [],
      seoKeywords: ['jazz', 'Leeds'],
    });
    expect(res.body.confidence).toBeGreaterThan(0.3);
    expect(res.body.improvements.join(' ')).toContain('Fact check: every date, price, place and name matches the event.');
    expect(JSON.stringify(openai.requests[0]!.body.messages)).toMatch(/exciting tone, focusing on the music .* 100 to 200 words/);
    const list = await admin.get(`/api/admin/ai/events/${eventId}/suggestions`);
    expect(list.body.items[0]).toMatchObject({
      id: res.body.suggestion.id,
      kind: 'enhancement',
      status: 'open',
      provider: 'openai',
      text: GOOD,
      createdBy: 'ai-writer-owner',
    });
    const usage = await admin.get('/api/admin/ai/usage');
    expect(usage.body.totals).toContainEqual(
      expect.objectContaining({ provider: 'openai', task: 'enhance-description', promptTokens: 420, completionTokens: 180 }),
    );
    expect(usage.body.recent[0]).toMatchObject({ provider: 'openai', outcome: 'ok', eventId, actor: 'ai-writer-owner' });
  });

  it('falls back to the local writer on 429 and says so in the answer', async () => {
    openai.reset(['rate-limited']);
    const res = await admin.post(`/api/ai/enhance-description/${eventId}`, {
      tone: 'professional',
      focus: 'cultural',
      length: 'short',
      includeKeywords: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'local', model: 'grounded-writer-1', factIssues: [], seoKeywords: [] });
    expect(res.body.fallbackReason).toMatch(/^OpenAI failed \(rate limited \(429\).*2 attempts\)$/);
    expect(res.body.enhancedDescription).toContain('5 to 7 March 2027');
    expect(res.body.suggestion).toMatchObject({ provider: 'local', status: 'open', fallbackReason: res.body.fallbackReason });
    const usage = await admin.get('/api/admin/ai/usage');
    expect(usage.body.recent.slice(0, 3).map((c: { provider: string; outcome: string }) => `${c.provider}:${c.outcome}`)).toEqual([
      'local:ok',
      'openai:failed',
      'openai:failed',
    ]);
  });

  it('flags a text that states facts the event does not back, and will not apply it', async () => {
    openai.answers['enhance-description'] = { enhancedDescription: WRONG, seoKeywords: [] };
    const res = await admin.post(`/api/ai/enhance-description/${eventId}`, {});
    expect(res.body.suggestion.status).toBe('flagged');
    expect(res.body.factIssues.map((i: { kind: string; text: string }) => `${i.kind}:${i.text}`)).toEqual(
      expect.arrayContaining(['place:Manchester', 'date:12 April', 'price:£40']),
    );
    const apply = await admin.post(`/api/admin/ai/suggestions/${res.body.suggestion.id}/apply`, {});
    expect(apply.status).toBe(409);
    expect(apply.body.message).toMatch(/states facts the event does not back/);
  });

  it('analyses the current description with measured figures and keeps the analysis', async () => {
    const res = await admin.post(`/api/ai/analyze-description/${eventId}`, {});
    expect(res.status).toBe(200);
    expect(res.body.score).toBeGreaterThanOrEqual(0);
    expect(res.body.score).toBeLessThanOrEqual(100);
    const byName = Object.fromEntries(res.body.measures.map((m: { name: string; value: number }) => [m.name, m.value]));
    // wink counts "late-night" as two words
    expect(byName.length).toBe(DESCRIPTION.split(' ').length + 1);
    // the other event repeats this description, so originality is measured against it
    expect(byName.originality).toBeGreaterThan(0.5);
    expect(res.body.suggestions.join(' ')).toMatch(/Rewrite in your own words: \d+% of its phrases also in "Harbour Jazz Nights"/);
    expect(res.body.keywords).toContain('jazz');
    expect(res.body.provider).toBe('local');
    expect(res.body.suggestion).toMatchObject({ kind: 'analysis', text: null, score: res.body.score });
  });

  it('generates three stored variations', async () => {
    openai.reset(['error-500']);
    const res = await admin.post(`/api/ai/generate-variations/${eventId}`, { count: 3 });
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe('local');
    expect(res.body.variations).toHaveLength(3);
    expect(new Set(res.body.variations).size).toBe(3);
    expect(res.body.suggestions.map((s: { kind: string; status: string }) => `${s.kind}:${s.status}`)).toEqual([
      'variation:open',
      'variation:open',
      'variation:open',
    ]);
  });
});

describe('AI description tools: Apply', () => {
  it('applies a suggestion through the event update: the public view changes and the history shows the admin', async () => {
    const { id, version } = await createEvent({ title: 'Apply Jazz Weekend' });
    openai.answers['enhance-description'] = { enhancedDescription: GOOD.replace('Riverside Jazz Weekend', 'Apply Jazz Weekend'), seoKeywords: [] };
    const made = await admin.post(`/api/ai/enhance-description/${id}`, {});
    expect(made.body.suggestion).toMatchObject({ eventVersion: version, status: 'open' });
    const applied = await admin.post(`/api/admin/ai/suggestions/${made.body.suggestion.id}/apply`, {});
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ eventId: id, version: version + 1, suggestion: { status: 'applied', appliedBy: 'ai-writer-owner' } });
    await eventually(async () => expect((await t.get<{ description: string }>(`/api/events/${id}`)).body.description).toBe(made.body.enhancedDescription));
    const history = await admin.get(`/api/admin/events/${id}/history`);
    expect(history.body.items[0]).toMatchObject({ type: 'EventUpdated', actor: { kind: 'admin', username: 'ai-writer-owner' } });
    expect(JSON.stringify(history.body.items[0].changes)).toContain('Apply Jazz Weekend brings');
    const again = await admin.post(`/api/admin/ai/suggestions/${made.body.suggestion.id}/apply`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This suggestion has already been applied.');
    const ops = await admin.get('/api/admin/operations?kind=ai.apply-suggestion');
    expect(ops.body.items.slice(0, 2)).toEqual([
      expect.objectContaining({ actor: 'ai-writer-owner', success: false, message: 'This suggestion has already been applied.' }),
      expect.objectContaining({ actor: 'ai-writer-owner', success: true, data: { eventId: id, suggestionId: made.body.suggestion.id, version: version + 1 } }),
    ]);
  });

  it('refuses with 409 when the event changed after the suggestion was made, and leaves the event alone', async () => {
    const { id } = await createEvent({ title: 'Stale Jazz Weekend' });
    openai.reset(['malformed']);
    const made = await admin.post(`/api/ai/enhance-description/${id}`, { length: 'short' });
    expect(made.body.provider).toBe('local');
    const current = (await admin.get(`/api/admin/events/${id}`)).body.event;
    const { id: _id, version, status: _s, featured: _f, updatedAt: _u, ...fields } = current;
    const edit = await admin.put(`/api/admin/events/${id}`, {
      ...fields,
      description: 'Edited by a colleague in the meantime, with care.',
      expectedVersion: version,
    });
    expect(edit.status).toBe(200);
    const stale = await admin.post(`/api/admin/ai/suggestions/${made.body.suggestion.id}/apply`, {});
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STREAM.VERSION_CONFLICT', currentVersion: version + 1 });
    expect(stale.body.message).toMatch(/changed after the suggestion was made/);
    await eventually(async () =>
      expect((await t.get<{ description: string }>(`/api/events/${id}`)).body.description).toBe('Edited by a colleague in the meantime, with care.'),
    );
    expect((await admin.post('/api/admin/ai/suggestions/not-a-suggestion/apply', {})).status).toBe(404);
  });
});
