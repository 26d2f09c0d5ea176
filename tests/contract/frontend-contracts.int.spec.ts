import { buildSync } from 'esbuild';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { openApiSchemaOf } from '../../backend/src/platform/http/openapi/zod-json-schema';
import { signedInAdmin } from '../../backend/src/modules/identity/testing/admin-test-client';
import { startTestApp, TestApp } from '../../backend/src/platform/testing/test-app';
import { BACK_OFFICE_CONTRACTS, FRONTEND_CONTRACTS } from '../../scripts/api-contracts/frontend-contracts';
import { ADMIN_GENERATED_PATH, GENERATED_PATH } from '../../scripts/api-contracts/zod-mini-source';

type ApiDocument = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>> };
type Reader = { safeParse(data: unknown): { success: boolean; error?: unknown } };
/**
 * The generated module as the browser gets it. The frontend is an ES module package, which jest (CommonJS here) does
 * not load, so esbuild bundles it to CommonJS beside node_modules (zod stays external) and the test requires that.
 */
function loadGeneratedSchemas(): Record<string, Reader> {
  const root = path.resolve(__dirname, '../..');
  return Object.assign({}, ...[GENERATED_PATH, ADMIN_GENERATED_PATH].map((file) => loadGenerated(root, file))) as Record<string, Reader>;
}

function loadGenerated(root: string, file: string): Record<string, Reader> {
  const outfile = path.join(root, 'node_modules/.cache', `${path.basename(file, '.ts')}.cjs`);
  mkdirSync(path.dirname(outfile), { recursive: true });
  buildSync({
    entryPoints: [path.join(root, file)],
    bundle: true,
    platform: 'node',
    packages: 'external',
    format: 'cjs',
    outfile,
    logLevel: 'warning',
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file built just now, on purpose outside the import graph
  return require(outfile) as Record<string, Reader>;
}

/**
 * The frontend's generated response schemas (frontend/src/lib/api/api-contracts.gen.ts) come from the contracts the
 * served OpenAPI document declares for these operations, and they read the real answers.
 */
describe('frontend response schemas and the OpenAPI document', () => {
  let t: TestApp;
  let doc: ApiDocument;

  const generated = loadGeneratedSchemas();

  beforeAll(async () => {
    t = await startTestApp({ seed: true });
    doc = (await t.get<ApiDocument>('/api/docs-json')).body;
  }, 180_000);
  afterAll(() => t.close());

  const answers = FRONTEND_CONTRACTS.flatMap((c) => c.operations.map((operation) => ({ contract: c, operation })));

  it.each(answers.map((a) => [a.operation, a.contract.schema, a]))('%s is declared as the source of %s', (_op, _name, { contract, operation }) => {
    const [method, path, status] = operation.split(' ') as [string, string, string];
    const declared = doc.paths[path]?.[method.toLowerCase()]?.responses[status]?.content?.['application/json']?.schema;
    expect(declared).toBeDefined();
    expect(isDeepStrictEqual(declared, openApiSchemaOf(contract.source))).toBe(true);
  });

  // The back office's answers (newsletter and social too, outside /api/admin/) need a session: read signed in, below.
  it('reads the real answers of the public lists with the generated schemas', async () => {
    const reads = FRONTEND_CONTRACTS.filter((c) => !BACK_OFFICE_CONTRACTS.includes(c)).flatMap((c) =>
      c.operations
        .filter((o) => o.startsWith('GET ') && !o.includes('{') && !o.includes('/admin/') && !o.includes('/search/smart') && !o.includes('/semantic'))
        .map((o) => ({ path: o.split(' ')[1]!, schema: c.schema })),
    );
    expect(reads.length).toBeGreaterThan(8);
    const events = (await t.get<Array<{ id: string }>>('/api/events/featured')).body;
    expect(events.length).toBeGreaterThan(0);
    const one = `/api/events/${events[0]!.id}`;
    for (const { path, schema } of [
      ...reads,
      { path: one, schema: 'eventSchema' },
      { path: '/api/events/search/smart?q=folk', schema: 'smartSearchAnswerSchema' },
    ]) {
      const res = await t.get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      const parsed = generated[schema]!.safeParse(res.body);
      expect({ path, error: parsed.error }).toEqual({ path, error: undefined });
    }
  });

  it('reads the real answers of the back office, newsletter and social screens included, signed in, with the generated schemas', async () => {
    const { client } = await signedInAdmin(t.app, t.base, 'contracts-owner');
    // The calls that need a query, as the screens send it.
    const query: Record<string, string> = {
      '/api/admin/saved-views': '?area=events',
      '/api/social-media/tiktok-scripts': '?category=music',
      '/api/social-media/queue': '?from=2026-06-01&days=7',
    };
    const reads = BACK_OFFICE_CONTRACTS.flatMap((c) =>
      c.operations.filter((o) => o.startsWith('GET ') && !o.includes('{')).map((o) => ({ path: o.split(' ')[1]!, schema: c.schema })),
    );
    expect(reads.length).toBeGreaterThan(25);
    for (const { path, schema } of reads) {
      const res = await client.get(path + (query[path] ?? ''));
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      const parsed = generated[schema]!.safeParse(res.body);
      expect({ path, error: parsed.error }).toEqual({ path, error: undefined });
    }
  });
});
