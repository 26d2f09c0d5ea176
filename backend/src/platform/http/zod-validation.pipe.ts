import { BadRequestException, PipeTransform } from '@nestjs/common';
import { ZodError, ZodTypeAny, z } from 'zod';

/** Validates a body or query object with a zod schema; 400 with readable messages otherwise. */
export class ZodValidationPipe<S extends ZodTypeAny> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw new BadRequestException(describeZodError(result.error));
  }
}

export function describeZodError(error: ZodError): { message: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    fieldErrors[field] ??= issue.message;
  }
  const message = Object.entries(fieldErrors)
    .map(([field, msg]) => (field === 'body' ? msg : `${field}: ${msg}`))
    .join('; ');
  return { message, fieldErrors };
}
