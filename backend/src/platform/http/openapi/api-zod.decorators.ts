import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { ZodTypeAny, z } from 'zod';
import { JsonSchema, openApiSchemaOf } from './zod-json-schema';

/** Describes a zod-validated query string in the OpenAPI document (one source of truth for validation and docs). */
export function ApiZodQuery(schema: z.AnyZodObject): MethodDecorator {
  const json = openApiSchemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return applyDecorators(
    ...Object.entries(json.properties ?? {}).map(([name, property]) =>
      ApiQuery({ name, required: json.required?.includes(name) ?? false, schema: property as never }),
    ),
  );
}

/** Describes a zod-validated path parameter. */
export function ApiZodParam(name: string, schema: ZodTypeAny): MethodDecorator {
  return ApiParam({ name, required: true, schema: openApiSchemaOf(schema) as never });
}

/** Describes a zod-validated JSON request body. */
export function ApiZodBody(schema: ZodTypeAny): MethodDecorator {
  return ApiBody({ required: true, schema: openApiSchemaOf(schema) as never });
}

/** Describes a success answer by the zod schema it satisfies (or a plain JSON schema). */
export function ApiZodResponse(status: number, schema: ZodTypeAny | JsonSchema, description = 'Success'): MethodDecorator {
  const json = schema instanceof z.ZodType ? openApiSchemaOf(schema) : schema;
  return ApiResponse({ status, description, schema: json as never });
}
