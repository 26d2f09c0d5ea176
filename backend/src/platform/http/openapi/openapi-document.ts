import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

type Response = { description: string; content?: Record<string, { schema?: object }>; headers?: Record<string, unknown> };
type Operation = {
  operationId?: string;
  summary?: string;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, Response>;
  security?: Array<Record<string, string[]>>;
};

/**
 * How the global guard treats a request (the app passes the guard's own allow-list, so the document cannot drift
 * from it): `admin` needs a signed-in admin (and the CSRF token on writes); `public-csrf` is open but checks the
 * CSRF token (sign-in, sign-out); `public` is open; `partner-key` needs a partner API key (X-Api-Key).
 */
export type RouteAccess = (method: string, path: string) => 'admin' | 'public' | 'public-csrf' | 'partner-key';

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** The error shape every 4xx/5xx carries (HttpExceptionFilter); some errors add details (expired, retryAfterSeconds…). */
const ERROR_SCHEMA = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599 },
    error: { type: 'string' },
    code: { type: 'string', description: 'Stable machine-readable reason' },
    message: { type: 'string', description: 'A sentence a person understands' },
    fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
    retryAfterSeconds: { type: 'integer' },
  },
  additionalProperties: true,
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input (message and fieldErrors say what)',
  401: 'Not signed in (partner API: no valid X-Api-Key)',
  403: 'Not allowed (role, CSRF token or origin)',
  404: 'Not found',
  409: 'Conflicts with the current state',
  410: 'Gone (the event has expired)',
  413: 'Request body too large',
  415: 'Unsupported body content type, charset or encoding',
  429: 'Too many requests (Retry-After header)',
  503: 'Briefly unavailable (starting, or the database or read model unreachable; Retry-After header)',
};

const RETRY_AFTER = { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } };
const TOTAL_COUNT = { description: 'Number of matching events across all pages', schema: { type: 'integer', minimum: 0 } };

/** The OpenAPI document at /api/docs: Nest's scan of the controllers plus what holds for every route. */
export function buildOpenApiDocument(app: INestApplication, publicBaseUrl: string | undefined, access: RouteAccess): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Festival Finder API')
    .setDescription('Public read API, visitor submissions and the admin console API. Errors: components/schemas/Error.')
    .setVersion('1.0')
    .addCookieAuth('ff_admin', { type: 'apiKey', in: 'cookie', name: 'ff_admin', description: 'Admin session (__Host-ff_admin over HTTPS)' }, 'adminSession')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token', description: 'From GET /api/admin/status or sign-in; on every admin write' }, 'csrf')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Partner API key, issued by an owner (docs/partner-api.md)' }, 'partnerKey');
  if (publicBaseUrl) builder.addServer(publicBaseUrl);
  const document = SwaggerModule.createDocument(app, builder.build());
  return completeDocument(document, access);
}

export function completeDocument(document: OpenAPIObject, access: RouteAccess): OpenAPIObject {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, Error: ERROR_SCHEMA } };
  const undeclared: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    // The site's pages, robots.txt and sitemap are not API.
    if (!path.startsWith('/api/')) {
      delete document.paths[path];
      continue;
    }
    for (const [method, value] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      undeclared.push(...successProblems(path, method, value as Operation));
      undeclared.push(...completeOperation(path, method, value as Operation, access));
    }
  }
  if (undeclared.length) throw new Error(`Every operation must declare what it carries (ApiZodResponse) and match the guard:\n${undeclared.join('\n')}`);
  return document;
}

/** Statuses that never carry a body. */
const NO_BODY = new Set([204, 304]);
const REDIRECT = new Set([301, 302, 303, 307, 308]);
const LOCATION = { description: 'Where to go next', schema: { type: 'string' } };

/**
 * The contract of a success answer is its schema: a 2xx must declare its content (a JSON schema with ApiZodResponse,
 * or a non-JSON media type with its schema for pages, images, CSV). 204 and 304 carry nothing; a redirect declares
 * its Location and may carry a short text.
 */
function successProblems(path: string, method: string, op: Operation): string[] {
  const where = `${method.toUpperCase()} ${path}`;
  const problems: string[] = [];
  const successes = Object.entries(op.responses).filter(([status]) => /^[123]\d\d$/.test(status));
  if (successes.length === 0) problems.push(`${where}: no success status`);
  for (const [status, response] of successes) {
    const code = Number(status);
    if (NO_BODY.has(code)) {
      if (response.content && Object.keys(response.content).length) problems.push(`${where} ${status}: carries no body, declares content`);
      continue;
    }
    if (REDIRECT.has(code)) continue;
    const content = Object.entries(response.content ?? {});
    if (content.length === 0) problems.push(`${where} ${status}: no content declared`);
    for (const [mediaType, media] of content) {
      if (!media.schema || Object.keys(media.schema).length === 0) problems.push(`${where} ${status} ${mediaType}: empty schema`);
    }
  }
  return problems;
}

/** Adds what holds for every route (error answers, security from the guard); returns problems found. */
function completeOperation(path: string, method: string, op: Operation, access: RouteAccess): string[] {
  op.summary ??= summaryOf(op.operationId ?? path);
  for (const [status, response] of Object.entries(op.responses)) {
    if (!response.description) response.description = 'Success';
    // An error a controller declares by its description alone carries the common error shape.
    if (Number(status) >= 400 && !response.content) response.content = { 'application/json': { schema: ERROR_REF } };
    if (/X-Total-Count/.test(response.description)) response.headers = { ...response.headers, 'X-Total-Count': TOTAL_COUNT };
    if (REDIRECT.has(Number(status))) response.headers = { Location: LOCATION, ...response.headers };
  }
  const write = method !== 'get';
  const guard = access(method.toUpperCase(), path.replace(/\{[^}]+\}/g, 'x'));
  if (guard !== 'admin' && op.security?.length) return [`${method.toUpperCase()} ${path}: declares security, but the guard lets visitors in`];
  const statuses = new Set<number>([503]);
  if (op.parameters?.length || op.requestBody || write) statuses.add(400);
  if (path.includes('{')) statuses.add(404);
  if (write) [413, 415, 429].forEach((s) => statuses.add(s));
  if (path === '/api/events/{id}') statuses.add(410);
  if (guard === 'admin') {
    [401, 403].forEach((s) => statuses.add(s));
    if (write) statuses.add(409);
    op.security = write ? [{ adminSession: [], csrf: [] }] : [{ adminSession: [] }];
  }
  if (guard === 'partner-key') {
    [401, 429].forEach((s) => statuses.add(s));
    op.security = [{ partnerKey: [] }];
  }
  if (guard === 'public-csrf') statuses.add(403); // CSRF and origin checks hold for sign-in and sign-out too
  if (path === '/api/admin/login') statuses.add(401);
  for (const status of statuses) {
    const declared = op.responses[String(status)];
    if (!declared) {
      op.responses[String(status)] = { description: ERROR_TEXT[status]!, content: { 'application/json': { schema: ERROR_REF } } };
      if (status === 429 || status === 503) op.responses[String(status)]!.headers = { 'Retry-After': RETRY_AFTER };
    } else if (!declared.content?.['application/json']) {
      // Pages (newsletter links) still answer JSON when the framework rejects the request before the handler.
      declared.content = { ...declared.content, 'application/json': { schema: ERROR_REF } };
    }
  }
  return [];
}

/** "SearchEventsController_yearSearch" → "Year search". */
function summaryOf(operationId: string): string {
  const name = operationId.split('_').pop() ?? operationId;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
