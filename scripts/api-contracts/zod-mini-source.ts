/**
 * Writes the frontend's response schemas (zod/v4-mini source) from the backend's response contracts, through the
 * same JSON schema the OpenAPI document carries (openApiSchemaOf). The frontend reads with them; the server's own
 * checks stay on the server (patterns, lengths, bounds are left out), and three leniencies hold everywhere:
 * - an `id` or `…Id` string also accepts a number (older feeds and bookmarks) and comes out a string;
 * - a nullable field may also be absent (`nullish`), and a one-value enum (`semantic: true`) is its plain type;
 * - unknown fields are dropped, never refused (a tab opened before a deploy keeps working).
 * A part equal to an earlier contract is written as that contract's name, and an object that adds fields to one
 * as `z.extend(name, {…})`, so the event view is built once in the bundle.
 */
import { openApiSchemaOf, type JsonSchema } from '../../backend/src/platform/http/openapi/zod-json-schema';
import type { FrontendContract } from './frontend-contracts';

export const GENERATED_PATH = 'frontend/src/lib/api/api-contracts.gen.ts';
/** The back office's answers, in a module of their own: one module is one chunk, and the site's lands in the home route. */
export const ADMIN_GENERATED_PATH = 'frontend/src/lib/api/api-contracts.admin.gen.ts';

/** Keywords the reader keeps; the rest are server-side checks or documentation. */
const KEPT = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'nullable', 'anyOf', 'oneOf', 'allOf']);

type Node = JsonSchema & {
  type?: string;
  properties?: Record<string, Node>;
  required?: string[];
  additionalProperties?: boolean | Node;
  items?: Node;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
};

/** Keeps the kept keywords, recursively, with object keys in a stable order. */
export function normalise(node: unknown): Node {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return {};
  const out: Node = {};
  for (const [key, value] of Object.entries(node as Node).sort(([a], [b]) => a.localeCompare(b))) {
    if (!KEPT.has(key)) continue;
    if (key === 'properties') out.properties = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, normalise(v)]));
    else if (key === 'items' || (key === 'additionalProperties' && typeof value === 'object')) out[key] = normalise(value);
    else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf') out[key] = (value as unknown[]).map(normalise);
    else if (key === 'required') out.required = [...(value as string[])].sort();
    else out[key] = value;
  }
  return out;
}

const PURE = '/* @__PURE__ */ ';
const call = (fn: string, ...args: string[]) => `${PURE}z.${fn}(${args.join(', ')})`;
const isIdName = (name: string) => name === 'id' || /[a-z]Id$/.test(name);

class Writer {
  private readonly named = new Map<string, string>();
  private readonly objects: Array<{ name: string; node: Node }> = [];

  define(name: string, node: Node): string {
    const expression = this.expression(node);
    this.named.set(JSON.stringify(node), name);
    if (node.type === 'object' && node.properties && !node.nullable) this.objects.push({ name, node });
    return expression;
  }

  private expression(node: Node, propertyName?: string): string {
    const { nullable, ...rest } = node;
    const inner = this.named.get(JSON.stringify(rest)) ?? this.inner(rest, propertyName);
    return nullable ? call('nullable', inner) : inner;
  }

  private inner(node: Node, propertyName?: string): string {
    const alternatives = node.anyOf ?? node.oneOf;
    if (alternatives) {
      // Strings that differ only in server-side checks ('' or a bounded text) are one string to the reader.
      if (alternatives.every((a) => a.type === 'string')) return this.expression({ type: 'string', nullable: alternatives.some((a) => a.nullable) });
      return call('union', `[${alternatives.map((a) => this.expression(a)).join(', ')}]`);
    }
    if (node.allOf) return node.allOf.map((part) => this.expression(part)).reduce((a, b) => call('intersection', a, b));
    switch (node.type) {
      case 'string':
        if (propertyName && isIdName(propertyName)) return 'idSchema';
        if (node.enum?.every((v) => typeof v === 'string') && node.enum.length > 1) return call('enum', JSON.stringify(node.enum));
        return call('string');
      case 'number':
      case 'integer':
        return call('number');
      case 'boolean':
        return call('boolean');
      case 'array':
        return call('array', node.items ? this.expression(node.items) : call('unknown'));
      case 'object':
        return this.object(node);
      default:
        return call('unknown');
    }
  }

  private object(node: Node): string {
    const properties = node.properties ?? {};
    if (Object.keys(properties).length === 0) {
      const values = typeof node.additionalProperties === 'object' ? this.expression(node.additionalProperties) : call('unknown');
      return call('record', call('string'), values);
    }
    const required = new Set(node.required ?? []);
    const base = this.objects.find(({ node: b }) =>
      Object.entries(b.properties!).every(
        ([k, v]) => JSON.stringify(properties[k]) === JSON.stringify(v) && required.has(k) === (b.required ?? []).includes(k),
      ),
    );
    const own = Object.entries(properties).filter(([k]) => !base?.node.properties?.[k]);
    const shape = `{ ${own.map(([k, v]) => `${JSON.stringify(k)}: ${this.field(k, v, required.has(k))}`).join(', ')} }`;
    return base ? call('extend', base.name, shape) : call('object', shape);
  }

  private field(name: string, node: Node, required: boolean): string {
    const { nullable, ...rest } = node;
    const inner = this.named.get(JSON.stringify(rest)) ?? this.inner(rest, name);
    if (nullable) return call('nullish', inner);
    return required ? inner : call('optional', inner);
  }
}

const HEADER = [
  '// Generated by `npm run api:schemas` from the backend response contracts listed in scripts/api-contracts/frontend-contracts.ts.',
  '// Do not edit: change the backend contract and run the script (tests/gates/api-contracts.unit.spec.ts fails when this is stale).',
  "import * as z from 'zod/v4-mini';",
];

function declarations(writer: Writer, contracts: readonly FrontendContract[]): string[] {
  return contracts.map(({ schema, type, operations, source }) => {
    const expression = writer.define(schema, normalise(openApiSchemaOf(source)));
    const answers = operations.length ? `/** ${operations.join(', ')} */\n` : '';
    return `${answers}export const ${schema} = ${expression};\nexport type ${type} = z.infer<typeof ${schema}>;\n`;
  });
}

/** The site's generated module (prettier formats it afterwards). */
export function frontendSchemasSource(contracts: readonly FrontendContract[]): string {
  return [
    ...HEADER,
    '',
    '/** Ids may arrive as numbers from older feeds; the site always handles strings. */',
    `export const idSchema = ${call('pipe', call('union', `[${call('string')}, ${call('number')}]`), call('transform', '(v: string | number) => String(v)'))};`,
    '',
    ...declarations(new Writer(), contracts),
  ].join('\n');
}

/** The back office's generated module: it refers to the site's schemas by name and imports those it uses. */
export function adminSchemasSource(siteContracts: readonly FrontendContract[], adminContracts: readonly FrontendContract[]): string {
  const writer = new Writer();
  declarations(writer, siteContracts);
  const parts = declarations(writer, adminContracts);
  const body = parts.join('\n');
  const used = ['idSchema', ...siteContracts.map((c) => c.schema)].filter((name) => new RegExp(`\\b${name}\\b`).test(body));
  return [...HEADER, `import { ${used.join(', ')} } from './api-contracts.gen';`, '', ...parts].join('\n');
}
