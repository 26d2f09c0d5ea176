import { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import { completeDocument } from './openapi-document';
import { openApiSchemaOf } from './zod-json-schema';

type Responses = Record<string, { description: string; content?: Record<string, { schema: object }>; headers?: Record<string, unknown> }>;

const json = (schema: object) => ({ 'application/json': { schema } });
const documentWith = (path: string, method: string, responses: Responses): OpenAPIObject =>
  ({ openapi: '3.0.0', info: { title: 't', version: '1' }, paths: { [path]: { [method]: { operationId: 'X_y', responses } } } }) as unknown as OpenAPIObject;
const responsesOf = (doc: OpenAPIObject, path: string, method: string) => (doc.paths[path] as Record<string, { responses: Responses }>)[method]!.responses;

/** Every route open, as the guard's allow-list would say for these made-up paths. */
const PUBLIC = () => 'public' as const;

describe('completeDocument', () => {
  it('accepts a JSON success with its schema and adds the error answers', () => {
    const schema = openApiSchemaOf(z.object({ id: z.string() }).strict());
    const doc = completeDocument(documentWith('/api/things/{id}', 'get', { '200': { description: 'The thing', content: json(schema) } }), PUBLIC);
    const responses = responsesOf(doc, '/api/things/{id}', 'get');
    expect(responses['200']!.content).toEqual(json(schema));
    expect(responses['404']!.content).toEqual(json({ $ref: '#/components/schemas/Error' }));
  });

  it('refuses a success answer without a schema, naming every such operation', () => {
    const doc = documentWith('/api/things', 'get', { '200': { description: '' } });
    (doc.paths['/api/things'] as Record<string, unknown>).post = { responses: { '201': { description: '', content: json({}) } } };
    expect(() => completeDocument(doc, PUBLIC)).toThrow(/GET \/api\/things 200: no content declared\nPOST \/api\/things 201 application\/json: empty schema/);
  });

  it('refuses an operation with no success status at all', () => {
    expect(() => completeDocument(documentWith('/api/things', 'get', { '404': { description: 'Not found' } }), PUBLIC)).toThrow(
      /GET \/api\/things: no success status/,
    );
  });

  it('accepts non-JSON answers that declare their media type and schema', () => {
    const doc = completeDocument(
      documentWith('/api/export', 'get', { '200': { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } }),
      PUBLIC,
    );
    expect(responsesOf(doc, '/api/export', 'get')['200']!.content).toEqual({ 'text/csv': { schema: { type: 'string' } } });
  });

  it('gives 204 and 304 no body and a redirect its Location header', () => {
    const doc = completeDocument(documentWith('/api/thing', 'post', { '204': { description: 'Done' }, '303': { description: 'Back to the page' } }), PUBLIC);
    const responses = responsesOf(doc, '/api/thing', 'post');
    expect(responses['204']!.content).toBeUndefined();
    expect(responses['303']!.content).toBeUndefined();
    expect(Object.keys(responses['303']!.headers ?? {})).toEqual(['Location']);
    expect(() =>
      completeDocument(documentWith('/api/thing', 'get', { '304': { description: 'Not modified', content: json({ type: 'object' }) } }), PUBLIC),
    ).toThrow(/GET \/api\/thing 304: carries no body, declares content/);
  });

  it('leaves the site pages out', () => {
    const doc = completeDocument(documentWith('/robots.txt', 'get', { '200': { description: '' } }), PUBLIC);
    expect(doc.paths).toEqual({});
  });

  it('takes security from the guard: a guarded route declares the session, 401 and 403, wherever its path is', () => {
    const ok = { '200': { description: 'Runs', content: json({ type: 'object' }) } };
    const doc = completeDocument(documentWith('/api/ai/discovery-runs', 'get', ok), () => 'admin');
    const op = (doc.paths['/api/ai/discovery-runs'] as Record<string, { security?: unknown; responses: Responses }>).get!;
    expect(op.security).toEqual([{ adminSession: [] }]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403']));
  });

  it('refuses a route that declares security the guard does not apply', () => {
    const doc = documentWith('/api/events', 'get', { '200': { description: 'Events', content: json({ type: 'array' }) } });
    (doc.paths['/api/events'] as Record<string, { security?: unknown }>).get!.security = [{ adminSession: [] }];
    expect(() => completeDocument(doc, PUBLIC)).toThrow(/GET \/api\/events: declares security, but the guard lets visitors in/);
  });
});

describe('openApiSchemaOf', () => {
  it('writes z.null() as a nullable type that only null meets', () => {
    expect(openApiSchemaOf(z.object({ a: z.null() }).strict())).toEqual({
      type: 'object',
      properties: { a: { type: 'string', nullable: true, enum: [null] } },
      required: ['a'],
      additionalProperties: false,
    });
  });
});
