import { BadRequestException, PipeTransform } from '@nestjs/common';
import { ZodTypeAny, z } from 'zod';

/**
 * Validates an identity request body. The message is the first rule broken, in the spec's words
 * ('Username is required'), without field prefixes; account forms also get `success:false, error`.
 */
export class IdentityBodyPipe<S extends ZodTypeAny> implements PipeTransform<unknown, z.infer<S>> {
  constructor(
    private readonly schema: S,
    private readonly accountForm = false,
  ) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const fieldErrors: Record<string, string> = {};
    for (const issue of result.error.issues) fieldErrors[issue.path.join('.') || 'body'] ??= issue.message;
    const message = Object.values(fieldErrors)[0];
    throw new BadRequestException({ code: 'VALIDATION', message, fieldErrors, ...(this.accountForm ? { success: false, error: message } : {}) });
  }
}

/** A required string field with the spec's message when missing or blank. */
export const requiredText = (message: string, max = 256) =>
  z.string({ required_error: message, invalid_type_error: message }).min(1, message).max(max, `At most ${max} characters`);
