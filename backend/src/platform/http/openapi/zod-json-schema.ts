import { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';

export type JsonSchema = Record<string, unknown>;

/** The OpenAPI 3.0 schema of what a zod schema accepts (its input side: defaults optional, preprocessors transparent). */
export function openApiSchemaOf(schema: ZodTypeAny): JsonSchema {
  const json = zodToJsonSchema(schema, { target: 'openApi3', $refStrategy: 'none', effectStrategy: 'input', pipeStrategy: 'input' }) as JsonSchema;
  delete json.$schema;
  return onlyNullFixed(json) as JsonSchema;
}

/**
 * zod-to-json-schema writes `z.null()` as `{enum: ["null"], nullable: true}` for OpenAPI 3.0: the string "null", and a
 * `nullable` without a `type`. OpenAPI 3.0 has no null type; "null and nothing else" is a nullable type whose enum is [null].
 */
function onlyNullFixed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(onlyNullFixed);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as JsonSchema);
  const keys = entries.map(([key]) => key).sort();
  const value = node as JsonSchema;
  if (keys.join() === 'enum,nullable' && value.nullable === true && JSON.stringify(value.enum) === '["null"]') {
    return { type: 'string', nullable: true, enum: [null] };
  }
  return Object.fromEntries(entries.map(([key, child]) => [key, onlyNullFixed(child)]));
}
