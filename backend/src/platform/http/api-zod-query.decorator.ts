import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { z, ZodTypeAny } from 'zod';

/** Describes a zod-validated query string in the OpenAPI document (one source of truth for validation and docs). */
export function ApiZodQuery(schema: z.AnyZodObject): MethodDecorator {
  return applyDecorators(
    ...Object.entries(schema.shape as Record<string, ZodTypeAny>).map(([name, field]) => {
      const { type, values, optional } = describe(field);
      return ApiQuery({ name, required: !optional, type: type === 'number' ? Number : String, enum: values });
    }),
  );
}

function describe(field: ZodTypeAny): { type: 'string' | 'number'; values?: string[]; optional: boolean } {
  let current: ZodTypeAny = field;
  let optional = false;
  for (;;) {
    const def = current._def as { typeName: string; innerType?: ZodTypeAny; schema?: ZodTypeAny; values?: string[] };
    if (def.typeName === 'ZodOptional' || def.typeName === 'ZodDefault') optional = true;
    if (def.innerType) current = def.innerType;
    else if (def.schema) current = def.schema;
    else if (def.typeName === 'ZodEnum') return { type: 'string', values: def.values, optional };
    else return { type: def.typeName === 'ZodNumber' ? 'number' : 'string', optional };
  }
}
