import { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';

export type JsonSchema = Record<string, unknown>;

/** The OpenAPI 3.0 schema of what a zod schema accepts (its input side: defaults optional, preprocessors transparent). */
export function openApiSchemaOf(schema: ZodTypeAny): JsonSchema {
  const json = zodToJsonSchema(schema, { target: 'openApi3', $refStrategy: 'none', effectStrategy: 'input', pipeStrategy: 'input' }) as JsonSchema;
  delete json.$schema;
  return json;
}
