import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv, { ValidateFunction } from 'ajv';
import { randomUUID } from 'node:crypto';
import { VERIFICATION_QUESTIONS } from '../../backend/src/modules/contact/domain/verification-questions';
import { AdminTestClient, createAdmin, signedInAdmin } from '../../backend/src/modules/identity/testing/admin-test-client';
import { SmtpTestServer } from '../../backend/src/modules/mail/testing/smtp-test.server';
import { FakeGraphApiServer } from '../../backend/src/modules/social/testing/fake-graph-api.server';
import { eventually, startTestApp, TestApp } from '../../backend/src/platform/testing/test-app';

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  anyOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Schema;
  required?: string[];
  properties?: Record<string, Schema>;
  format?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
}
interface ApiDocument {
  servers?: unknown;
  components?: unknown;
  paths: Record<string, Record<string, Operation>>;
}
interface Operation {
  summary?: string;
  parameters?: Array<{ name: string; in: 'path' | 'query'; required?: boolean; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> }>;
  security?: unknown[];
}
interface Call {
  method: string;
  path: string;
  op: Operation;
  url: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  label: string;
  /** The answer's `code` this call must get (text PostgreSQL cannot hold is refused at the edge: 400 invalid-text). */
  refusedAs?: string;
}

/** A value the schema accepts (the smallest sensible one). */
function validSample(schema: Schema = {}): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf) return validSample(schema.anyOf[0]);
  if (schema.allOf) return validSample(schema.allOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.maximum !== undefined ? Math.min(1, schema.maximum) : 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => validSample(schema.items));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = validSample(schema.properties?.[name]);
      return out;
    }
    case 'string':
      if (schema.format === 'email') return `apidoc-${randomUUID().slice(0, 8)}@example.com`;
      if (schema.format === 'date' || /date/i.test(schema.description ?? '')) return '2027-07-01';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
      if (schema.format === 'uuid') return randomUUID();
      return 'Festival'.padEnd(Math.max(schema.minLength ?? 1, 8), 'x').slice(0, schema.maxLength ?? 100);
    default:
      return 'x';
  }
}

/** Values the schema rejects: out of range, wrong type, not in the enum, too long. */
function invalidSamples(schema: Schema = {}): unknown[] {
  const out: unknown[] = [];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum) out.push('not-a-listed-value');
  if (type === 'integer' || type === 'number') {
    out.push('abc');
    if (schema.maximum !== undefined) out.push(schema.maximum + 1);
    if (schema.minimum !== undefined) out.push(schema.minimum - 1);
  }
  if (type === 'string' && schema.maxLength !== undefined) out.push('y'.repeat(schema.maxLength + 1));
  if (type === 'string' && schema.format === 'email') out.push('not-an-address');
  return out;
}

describe('OpenAPI document /api/docs-json', () => {
  let t: TestApp;
  let doc: ApiDocument;
  let owner: AdminTestClient;
  let partnerKey: string;
  const ids: Record<string, string> = {};
  /** "POST /api/x": operations that answered a 2xx whose JSON body met its declared schema. */
  const succeeded = new Set<string>();
  let conformanceProblems: (method: string, path: string, res: Answer, label?: string) => string[];

  const graph = new FakeGraphApiServer(); // the outside world's edge: Facebook's Graph API on 127.0.0.1
  const smtp = new SmtpTestServer(); // a real SMTP server: alert links arrive only by mail

  beforeAll(async () => {
    await graph.start();
    const smtpUrl = await smtp.start();
    const facebook = { FACEBOOK_PAGE_ID: graph.pageId, FACEBOOK_PAGE_TOKEN: graph.token, FACEBOOK_GRAPH_URL: graph.graphUrl, FACEBOOK_POST_INTERVAL_MS: '10' };
    t = await startTestApp({ seed: true, env: facebook, smtpUrl });
    doc = (await t.get<ApiDocument>('/api/docs-json')).body;
    ({ client: owner } = await signedInAdmin(t.app, t.base, 'apidoc-owner'));
    await createAdmin(t.app, 'apidoc-target', 'apidoc-target-Passphrase-42!', 'editor');
    const events = await t.get<Array<{ id: string }>>('/api/events?limit=2');
    const news = await t.get<Array<{ id: string }>>('/api/news?limit=1');
    const admins = await owner.get<{ items: Array<{ id: string; username: string }> }>('/api/admin/users');
    ids.event = events.body[0]!.id;
    ids.news = news.body[0]!.id;
    ids.admin = admins.body.items.find((a) => a.username === 'apidoc-target')!.id;
    ids.category = (await t.get<Array<{ slug: string }>>('/api/categories')).body[0]!.slug;
    // Partner API: one key for the /api/v1 calls, another for the revoke call to revoke.
    const issueKey = (name: string) => owner.post<{ key: string; apiKey: { id: string } }>('/api/admin/partner-keys', { name, requestsPerMinute: 10_000 });
    partnerKey = (await issueKey('apidoc partner')).body.key;
    ids.partnerKey = (await issueKey('apidoc partner to revoke')).body.apiKey.id;
    ids.venue = (await t.get<Array<{ slug: string }>>('/api/venues')).body[0]!.slug;
    ids.adminVenue = (await owner.get<{ items: Array<{ id: string }> }>('/api/admin/venues')).body.items[0]!.id;
    // An event no admin call here expires or removes (the back-office calls act on ids.event).
    ids.untouchedEvent = events.body[1]!.id;

    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const validators = new Map<Schema, ValidateFunction>();
    const validatorFor = (schema: Schema) => {
      if (!validators.has(schema)) validators.set(schema, ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/'))));
      return validators.get(schema)!;
    };
    /** What is wrong with an answer by the document: its status, headers, content type and body. */
    conformanceProblems = (method, path, res, label = 'valid') => {
      const op = doc.paths[path]?.[method.toLowerCase()];
      const where = `${label}: ${method} ${path} → ${res.status}`;
      if (!op) return [`${where}: not in the document`];
      if (res.status >= 500) return [`${where} (server error ${JSON.stringify(res.body).slice(0, 200)})`];
      const declared = op.responses[String(res.status)] ?? op.responses.default;
      if (!declared) return [`${where} undeclared status ${JSON.stringify(res.body).slice(0, 200)}`];
      const problems: string[] = [];
      for (const header of Object.keys(declared.headers ?? {})) {
        if (!res.headers.has(header)) problems.push(`${where} lacks its declared ${header} header`);
      }
      const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
      if (res.status === 204 || res.status === 304 || res.body === null || res.body === '') return problems;
      const content = declared.content?.[mediaType];
      if (!content) return [...problems, `${where} undeclared content type ${mediaType}`];
      if (mediaType === 'application/json') {
        const validate = validatorFor(content.schema);
        if (!validate(res.body)) problems.push(`${where} body does not match its schema: ${ajv.errorsText(validate.errors)}`);
        else if (res.status < 300) succeeded.add(`${method.toUpperCase()} ${path}`);
      }
      return problems;
    };
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await graph.stop();
    await smtp.stop();
  });

  it('is a valid OpenAPI 3 document', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(doc.servers).toEqual([{ url: t.base }]);
  });

  it('gives every operation a summary, an error shape, bodies for writes and bounded parameters', () => {
    for (const [path, method, op] of operations(doc)) {
      const where = `${method.toUpperCase()} ${path}`;
      expect([where, Boolean(op.summary)]).toEqual([where, true]);
      const unavailable = op.responses['503']?.content?.['application/json']?.schema;
      expect([where, path === '/api/health' ? Boolean(unavailable) : unavailable]).toEqual([
        where,
        path === '/api/health' ? true : { $ref: '#/components/schemas/Error' },
      ]);
    }
    const search = doc.paths['/api/events/search']!.get!;
    const param = (name: string) => search.parameters!.find((p) => p.name === name)!.schema!;
    expect(param('limit')).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(param('q')).toMatchObject({ type: 'string', maxLength: 200 });
    expect(param('timeFilter').enum).toContain('this-week');
    expect(param('region').enum).toContain('london');
    for (const write of ['/api/newsletter/subscribe', '/api/contact', '/api/events/search/smart/explained', '/api/admin/events', '/api/admin/login']) {
      expect([write, doc.paths[write]!.post!.requestBody?.content?.['application/json']?.schema?.type]).toEqual([write, 'object']);
    }
    expect(Object.keys(doc.paths['/api/newsletter/unsubscribe']!.post!.responses)).toContain('200');
  });

  it('declares security exactly where the running guard asks for a session: an anonymous call gets 401 there and only there', async () => {
    const mismatches: string[] = [];
    for (const [i, [path, method, op]] of operations(doc).entries()) {
      const call = callsFor(path, method, op, ids)[0]!;
      const res = await plainRequest(t.base, call, { 'x-forwarded-for': `10.8.${Math.floor(i / 250)}.${(i % 250) + 1}` });
      const declared = Boolean(op.security?.length);
      if (declared !== (res.status === 401))
        mismatches.push(`${method.toUpperCase()} ${path}: security ${declared ? 'declared' : 'not declared'}, anonymous → ${res.status}`);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('drives to success the writes that generated inputs cannot make succeed; their answers match their schemas', async () => {
    const problems: string[] = [];
    const check = (method: string, path: string, res: Answer) => problems.push(...conformanceProblems(method, path, res, 'hand-made'));

    // Signing in and changing one's own password start a new session: a separate admin, not the owner the other calls use.
    await createAdmin(t.app, 'apidoc-self', 'apidoc-self-Passphrase-42!', 'editor');
    const self = new AdminTestClient(t.base);
    check('GET', '/api/admin/status', await self.status());
    check('POST', '/api/admin/login', await self.login('apidoc-self', 'apidoc-self-Passphrase-42!'));
    check('GET', '/api/admin/status', await self.status());
    check(
      'POST',
      '/api/admin/change-password',
      await self.post('/api/admin/change-password', { currentPassword: 'apidoc-self-Passphrase-42!', newPassword: 'apidoc-self-Changed-Passphrase-43!' }),
    );
    const fresh = 'apidoc-self-Again-Passphrase-44!';
    check('POST', '/api/admin/reset-password', await self.post('/api/admin/reset-password', { newPassword: fresh, confirmPassword: fresh }));
    check('POST', '/api/admin/logout', await self.post('/api/admin/logout'));

    const added = await owner.post<{ id: string }>('/api/admin/users', {
      username: 'apidoc-added',
      role: 'editor',
      temporaryPassword: 'apidoc-added-Temp-Passphrase-42!',
    });
    check('POST', '/api/admin/users', added);
    check(
      'POST',
      '/api/admin/users/{id}/reset-password',
      await owner.post(`/api/admin/users/${added.body.id}/reset-password`, { temporaryPassword: 'apidoc-added-Other-Passphrase-43!' }),
    );

    const details = { title: 'Apidoc Festival', category: ids.category, startDate: '2027-08-06', endDate: '2027-08-08', city: 'Leeds', region: 'yorkshire' };
    const created = await owner.post<{ id: string; version: number }>('/api/admin/events', details);
    check('POST', '/api/admin/events', created);
    check(
      'PUT',
      '/api/admin/events/{id}',
      await owner.request('PUT', `/api/admin/events/${created.body.id}`, {
        ...details,
        title: 'Apidoc Festival Renamed',
        expectedVersion: created.body.version,
      }),
    );
    // A schedule must lie in the future, which no generated example date can promise.
    check(
      'POST',
      '/api/admin/events/{id}/schedule-publish',
      await owner.post(`/api/admin/events/${created.body.id}/schedule-publish`, { publishAt: '2099-01-01T09:00:00Z' }),
    );

    const venueAnswer = await owner.get<{ venue: Record<string, unknown> & { version: number } }>(`/api/admin/venues/${ids.adminVenue}`);
    check('GET', '/api/admin/venues/{id}', venueAnswer);
    const venue = venueAnswer.body.venue;
    const { name, address, town, region, latitude, longitude, website } = venue;
    check(
      'PUT',
      '/api/admin/venues/{id}',
      await owner.request('PUT', `/api/admin/venues/${ids.adminVenue}`, {
        name,
        address,
        town,
        region,
        latitude,
        longitude,
        website,
        expectedVersion: venue.version,
      }),
    );

    // The image upload is multipart (a 1×1 PNG), which the generated JSON calls cannot send.
    const form = new FormData();
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    form.append('image', new Blob([new Uint8Array(Buffer.from(png, 'base64'))]), 'dot.png');
    const uploaded = await fetch(`${t.base}/api/admin/events/${created.body.id}/image`, {
      method: 'POST',
      headers: { cookie: owner.cookie!, 'x-csrf-token': owner.csrfToken!, origin: t.base },
      body: form,
    });
    check('POST', '/api/admin/events/{id}/image', { status: uploaded.status, body: await uploaded.json(), headers: uploaded.headers });

    const challenge = await owner.get<{ id: string; question: string }>('/api/contact/challenge');
    check('GET', '/api/contact/challenge', challenge);
    const answer = VERIFICATION_QUESTIONS.find((q) => q.question === challenge.body.question)!.answer;
    const message = {
      name: 'Api Doc',
      email: 'apidoc-contact@example.com',
      inquiryType: 'general',
      subject: 'Contract check',
      message: 'A message long enough to be accepted by the form.',
      challengeId: challenge.body.id,
      captcha: answer,
    };
    check('POST', '/api/contact', await owner.post('/api/contact', message, { headers: { 'x-forwarded-for': '10.9.9.9' } }));

    expect(problems).toEqual([]);
    expect([...succeeded].sort()).toEqual(expect.arrayContaining(['POST /api/admin/login', 'POST /api/admin/events', 'POST /api/contact']));
  }, 60_000);

  it('drives the back office’s writes to success: newsletter, mail, AI, discovery and social; answers match their schemas', async () => {
    const problems: string[] = [];
    const call = async <T = unknown>(method: string, path: string, url: string, body?: unknown) => {
      const res = await owner.request<T>(method, url, body);
      problems.push(...conformanceProblems(method, path, res, 'hand-made'));
      if (res.status >= 300) problems.push(`${method} ${url} → ${res.status}, meant to succeed: ${JSON.stringify(res.body).slice(0, 200)}`);
      return res;
    };
    const soon = () => new Date(Date.now() + 3 * 24 * 3600_000).toISOString();

    // Newsletter: subscribers, campaigns and templates made here, then changed, sent, cancelled and removed.
    const subscriber = await call<{ id: string }>('POST', '/api/newsletter/subscribers', '/api/newsletter/subscribers', { email: 'apidoc-reader@example.com' });
    const other = await call<{ id: string }>('POST', '/api/newsletter/subscribers', '/api/newsletter/subscribers', { email: 'apidoc-other@example.com' });
    await call('PUT', '/api/newsletter/subscribers/{id}', `/api/newsletter/subscribers/${subscriber.body.id}`, {
      email: 'apidoc-reader@example.com',
      isActive: true,
    });
    await call('POST', '/api/newsletter/subscribers/bulk', '/api/newsletter/subscribers/bulk', { action: 'deactivate', subscriberIds: [other.body.id] });
    await call('POST', '/api/admin/newsletter/unsubscribe', '/api/admin/newsletter/unsubscribe', { email: 'apidoc-other@example.com' });
    await call('DELETE', '/api/newsletter/subscribers/{id}', `/api/newsletter/subscribers/${subscriber.body.id}`);

    const template = await call<{ id: string }>('POST', '/api/admin/email/templates', '/api/admin/email/templates', {
      name: 'Apidoc template',
      subject: 'Apidoc',
      type: 'newsletter',
      content: '<p>Hello</p>',
    });
    await call('PUT', '/api/admin/email/templates/{id}', `/api/admin/email/templates/${template.body.id}`, {
      name: 'Apidoc template, renamed',
      subject: 'Apidoc',
      type: 'newsletter',
      content: '<p>Hello again</p>',
    });
    await call('DELETE', '/api/admin/email/templates/{id}', `/api/admin/email/templates/${template.body.id}`);

    const campaign = { subject: 'Apidoc campaign', content: '<p>This weekend’s festivals.</p>' };
    const later = await call<{ id: string }>('POST', '/api/newsletter/campaigns', '/api/newsletter/campaigns', campaign);
    await call('PUT', '/api/newsletter/campaigns/{id}', `/api/newsletter/campaigns/${later.body.id}`, { ...campaign, title: 'Apidoc, later' });
    await call('POST', '/api/newsletter/campaigns/{id}/send', `/api/newsletter/campaigns/${later.body.id}/send`, { scheduledAt: soon() });
    await call('POST', '/api/newsletter/campaigns/{id}/cancel', `/api/newsletter/campaigns/${later.body.id}/cancel`);
    const now = await call<{ id: string }>('POST', '/api/newsletter/campaigns', '/api/newsletter/campaigns', campaign);
    await call('POST', '/api/newsletter/campaigns/{id}/send', `/api/newsletter/campaigns/${now.body.id}/send`, {});
    await call('GET', '/api/newsletter/campaigns/{id}/recipients', `/api/newsletter/campaigns/${now.body.id}/recipients`);
    await call('GET', '/api/admin/newsletter/campaigns/{id}/report', `/api/admin/newsletter/campaigns/${now.body.id}/report`);
    const segment = await call<{ id: string }>('POST', '/api/admin/newsletter/segments', '/api/admin/newsletter/segments', { name: 'Apidoc segment' });
    await call('PUT', '/api/admin/newsletter/segments/{id}', `/api/admin/newsletter/segments/${segment.body.id}`, {
      name: 'Apidoc segment',
      sources: ['admin'],
    });
    await call('DELETE', '/api/admin/newsletter/segments/{id}', `/api/admin/newsletter/segments/${segment.body.id}`);

    const mail = await call<{ items: Array<{ id: string }> }>('GET', '/api/admin/mail', '/api/admin/mail');
    await call('GET', '/api/admin/mail/{id}', `/api/admin/mail/${mail.body.items[0]?.id}`);

    // AI (the local provider) and discovery (its runs end without outside sites to read).
    const enhanced = await call<{ suggestion: { id: string } }>('POST', '/api/ai/enhance-description/{id}', `/api/ai/enhance-description/${ids.event}`, {});
    await call('POST', '/api/admin/ai/suggestions/{id}/apply', `/api/admin/ai/suggestions/${enhanced.body.suggestion?.id}/apply`, {});
    await call('POST', '/api/ai/bulk-enhance-thumbnails', '/api/ai/bulk-enhance-thumbnails', { eventIds: ids.event });
    const run = await call<{ id: string }>('POST', '/api/ai/smart-discovery', '/api/ai/smart-discovery', { category: 'music' });
    await eventually(
      async () => expect((await owner.get<{ status: string }>(`/api/ai/discovery-runs/${run.body.id}`)).body.status).not.toBe('running'),
      60_000,
    );
    const timeframe = String(new Date().getFullYear() + 1);
    for (const [path, body] of [
      ['/api/ai/discover-category-events', { category: 'music', timeframe }],
      ['/api/ai/discover-region-events', { region: 'london', timeframe }],
      ['/api/ai/discover-premium-venues', { timeframe }],
    ] as const) {
      const started = await call<{ id: string }>('POST', path, path, body);
      await eventually(
        async () => expect((await owner.get<{ status: string }>(`/api/ai/discovery-runs/${started.body.id}`)).body.status).not.toBe('running'),
        60_000,
      );
    }
    await call('GET', '/api/ai/discovery-runs', '/api/ai/discovery-runs');
    await call('GET', '/api/ai/discovery-runs/{id}', `/api/ai/discovery-runs/${run.body.id}`);
    const site = await call<{ id: string }>('POST', '/api/admin/discovery/sites', '/api/admin/discovery/sites', { url: 'https://festivals.example.org/' });
    await call('DELETE', '/api/admin/discovery/sites/{id}', `/api/admin/discovery/sites/${site.body.id}`);

    // An admin's own saved filters.
    const view = await call<{ id: string }>('POST', '/api/admin/saved-views', '/api/admin/saved-views', {
      area: 'events',
      name: 'Contract view',
      query: { status: 'draft' },
    });
    await call('DELETE', '/api/admin/saved-views/{id}', `/api/admin/saved-views/${view.body.id}`);

    // Social, publishing to the local Graph API.
    for (const path of ['/api/facebook/scheduler/test', '/api/facebook/scheduler/test-weekend', '/api/facebook/post-events'])
      await call('POST', path, path, {});
    const draft = await call<{ id: string }>('POST', '/api/social-media/posts', '/api/social-media/posts', { platform: 'facebook', eventId: ids.event });
    await call('POST', '/api/social-media/posts/{id}/schedule', `/api/social-media/posts/${draft.body.id}/schedule`, { scheduledAt: soon() });
    await call('POST', '/api/social-media/posts/{id}/unschedule', `/api/social-media/posts/${draft.body.id}/unschedule`);
    await call('POST', '/api/social-media/posts/{id}/publish', `/api/social-media/posts/${draft.body.id}/publish`);
    await call('POST', '/api/social-media/analytics/refresh', '/api/social-media/analytics/refresh');
    // The sandbox channel: published without a platform account, what would be posted stored and readable.
    const sandboxed = await call<{ id: string }>('POST', '/api/social-media/posts', '/api/social-media/posts', {
      platform: 'x',
      eventId: ids.event,
      content: 'Contract sandbox post',
      sandbox: true,
    });
    await call('POST', '/api/social-media/posts/{id}/publish', `/api/social-media/posts/${sandboxed.body.id}/publish`);
    await call('GET', '/api/social-media/posts/{id}/sandbox', `/api/social-media/posts/${sandboxed.body.id}/sandbox`);
    await call('GET', '/api/social-media/queue', `/api/social-media/queue?from=${new Date().toISOString().slice(0, 10)}&days=7&platform=x`);
    await call('GET', '/api/social-media/tiktok-scripts', '/api/social-media/tiktok-scripts?category=music');
    await call('POST', '/api/social-media/event-promotion', '/api/social-media/event-promotion', { eventId: ids.event, platforms: ['facebook'] });

    expect(problems).toEqual([]);
  }, 240_000);

  it('drives search alerts to success with the links a real mail carries; answers match their schemas', async () => {
    const problems: string[] = [];
    const visitor = new AdminTestClient(t.base); // no session: what a visitor's browser sends
    const from = { headers: { 'x-forwarded-for': '10.9.250.1' } };
    const check = async <T = unknown>(method: string, path: string, url: string, body?: unknown) => {
      const res = await visitor.request<T>(method, url, body, from);
      problems.push(...conformanceProblems(method, path, res, 'from a mail'));
      if (res.status >= 300) problems.push(`${method} ${url} → ${res.status}, meant to succeed: ${JSON.stringify(res.body).slice(0, 200)}`);
      return res;
    };
    const email = 'apidoc-alerts@example.com';
    await check('POST', '/api/alerts', '/api/alerts', { email, search: { kind: 'search', params: { category: ids.category } }, frequency: 'weekly' });
    const mail = await eventually(async () => {
      const [received] = smtp.to(email);
      expect(received).toBeDefined();
      return received!;
    }, 30_000);
    const link = (path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(`${mail.text} ${mail.headers['list-unsubscribe']}`)?.[1];
    const confirmed = await check<{ managePath: string }>('POST', '/api/alerts/confirm', '/api/alerts/confirm', { token: link('/alerts/confirm') });
    const manage = new URLSearchParams(confirmed.body.managePath.split('?')[1]);
    const page = await check<{ alerts: Array<{ id: string }> }>('GET', '/api/alerts/manage', `/api/alerts/manage?${manage}`);
    await check('POST', '/api/alerts/manage', '/api/alerts/manage', {
      a: manage.get('a'),
      sig: manage.get('sig'),
      action: 'pause',
      alertId: page.body.alerts[0]?.id,
    });
    await check('POST', '/api/alerts/unsubscribe', `/api/alerts/unsubscribe?token=${link('/api/alerts/unsubscribe')}`);
    expect(problems).toEqual([]);
  }, 60_000);

  it('every operation answers only declared statuses, content types and shapes, and never a 5xx', async () => {
    const calls = operations(doc).flatMap(([path, method, op]) => callsFor(path, method, op, ids));
    // Sign-out last: it ends the session the admin calls use.
    calls.sort((a, b) => Number(a.path === '/api/admin/logout') - Number(b.path === '/api/admin/logout'));
    const problems: string[] = [];
    for (const [i, call] of calls.entries()) {
      // One client address per call, so the per-IP rate limits do not turn every later valid call into a 429.
      const headers: Record<string, string> = { 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}` };
      if (call.contentType) headers['content-type'] = call.contentType;
      if (call.path.startsWith('/api/v1/')) headers['x-api-key'] = partnerKey;
      else if (call.path.startsWith('/api/admin/') || call.op.security?.length)
        Object.assign(headers, { cookie: owner.cookie!, 'x-csrf-token': owner.csrfToken!, origin: t.base });
      const res = await plainRequest(t.base, call, headers);
      problems.push(...conformanceProblems(call.method, call.path, res, `${call.label} ${call.url.slice(0, 120)}`));
      const code = (res.body as { code?: unknown } | null)?.code;
      if (call.refusedAs && (res.status !== 400 || code !== call.refusedAs))
        problems.push(`${call.label}: ${call.method} ${call.url.slice(0, 120)} → ${res.status} ${String(code)}, expected 400 ${call.refusedAs}`);
    }
    expect(problems).toEqual([]);
    expect(calls.length).toBeGreaterThan(100);

    // Every JSON success schema was met by a real answer, not only declared: by a generated call, or by the hand-made
    // calls above for operations that need state (ids, a session of their own) the generated inputs do not give.
    const unexercised = operations(doc)
      .filter(([, , op]) => Object.entries(op.responses).some(([status, r]) => /^2/.test(status) && r.content?.['application/json']))
      .map(([path, method]) => `${method.toUpperCase()} ${path}`)
      .filter((key) => !succeeded.has(key));
    expect(unexercised).toEqual([]);
  }, 120_000);
});

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

function operations(doc: ApiDocument): Array<[string, string, Operation]> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]): [string, string, Operation] => [path, method, op]),
  );
}

/** Text PostgreSQL cannot hold, sent in every body field: a NUL and a reversed (so unpaired) surrogate pair. */
const UNSAFE_TEXT: Array<[string, string]> = [
  ['NUL', 'a\u0000b'],
  ['lone surrogates', '\udfff\ud800'],
];

/** A valid call, then one call per invalid value of each parameter and of the body, plus body-parser abuse for writes. */
function callsFor(path: string, method: string, op: Operation, ids: Record<string, string>): Call[] {
  const params = op.parameters ?? [];
  const pathValue = (name: string, schema?: Schema): string => {
    if (schema?.enum || schema?.type === 'integer') return String(validSample(schema));
    if (name === 'name') return 'purge-old-contact-messages';
    if (path.startsWith('/api/admin/users/')) return ids.admin!;
    if (path.startsWith('/api/admin/partner-keys/')) return ids.partnerKey!;
    if (path.startsWith('/api/news/')) return ids.news!;
    if (path.startsWith('/api/admin/venues/')) return ids.adminVenue!;
    if (path === '/api/venues/{slug}' || path === '/api/v1/venues/{slug}') return ids.venue!;
    if (path === '/api/venues/for-event/{id}') return ids.untouchedEvent!;
    return ids.event!;
  };
  const build = (overrides: Record<string, unknown>, unknownIds = false) => {
    let url = path;
    const query = new URLSearchParams();
    for (const p of params) {
      const value = p.name in overrides ? overrides[p.name] : p.in === 'path' ? pathValue(p.name, p.schema) : p.required ? validSample(p.schema) : undefined;
      if (value === undefined) continue;
      if (p.in === 'path')
        url = url.replace(`{${p.name}}`, encodeURIComponent(unknownIds && !p.schema?.enum && p.schema?.type !== 'integer' ? randomUUID() : String(value)));
      else query.set(p.name, String(value));
    }
    return query.size ? `${url}?${query}` : url;
  };
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const base = { method: method.toUpperCase(), path, op };
  const write = method !== 'get';
  const body = bodySchema ? validSample(bodySchema) : write ? {} : undefined;
  const calls: Call[] = [{ ...base, url: build({}), body, label: 'valid' }];
  if (params.some((p) => p.in === 'path')) calls.push({ ...base, url: build({}, true), body, label: 'unknown id' });
  for (const p of params) {
    for (const bad of invalidSamples(p.schema)) calls.push({ ...base, url: build({ [p.name]: bad }), body, label: `invalid ${p.name}` });
    // A NUL (%00) in any path or query parameter, whatever its type.
    calls.push({ ...base, url: build({ [p.name]: 'a\u0000b' }), body, label: `NUL in ${p.name}`, refusedAs: 'invalid-text' });
  }
  if (bodySchema) {
    calls.push({ ...base, url: build({}), body: [], label: 'body not an object' });
    for (const [name, schema] of Object.entries<Schema>(bodySchema.properties ?? {})) {
      for (const bad of invalidSamples(schema))
        calls.push({ ...base, url: build({}), body: { ...(body as object), [name]: bad }, label: `invalid body ${name}` });
      for (const [label, bad] of UNSAFE_TEXT)
        calls.push({ ...base, url: build({}), body: { ...(body as object), [name]: bad }, label: `${label} in body ${name}`, refusedAs: 'invalid-text' });
    }
  }
  if (write) {
    calls.push({ ...base, url: build({}), rawBody: '{"a":', contentType: 'application/json', label: 'malformed JSON' });
    calls.push({ ...base, url: build({}), rawBody: `{"a":"${'z'.repeat(150_000)}"}`, contentType: 'application/json', label: 'too large' });
    calls.push({ ...base, url: build({}), rawBody: '{}', contentType: 'application/json; charset=klingon', label: 'bad charset' });
  }
  return calls;
}

async function plainRequest(base: string, call: Call, headers: Record<string, string>) {
  const payload = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const res = await fetch(base + call.url, { method: call.method, headers, body: payload, redirect: 'manual' });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: validated by content type only */
  }
  return { status: res.status, headers: res.headers, body, text };
}
