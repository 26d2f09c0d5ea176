/**
 * Request checks for accessibility facts (issue 30): one contract for the backend and the admin forms (alias
 * `@contracts/events/accessibility.schema`). The facts themselves, without zod, are in accessibility-facts.ts.
 */
import { z } from 'zod';
import { ACCESS_FACTS, ACCESS_TOKENS, ACCESS_VALUES, AccessFactKey, AccessToken, EMAIL, WEB } from './accessibility-facts';

export * from './accessibility-facts';

const accessValue = (label: string) =>
  z.enum(ACCESS_VALUES, { errorMap: () => ({ message: `${label} must be one of: yes, no, not-stated` }) }).default('not-stated');

/** An http(s) address or an e-mail address (a bare address becomes a mailto: link on the page). */
export const accessContactSchema = z
  .string()
  .trim()
  .max(500, 'Access contact must be at most 500 characters')
  .refine((v) => WEB.test(v) || EMAIL.test(v), 'Access contact must be an http(s) address or an e-mail address')
  .nullable()
  .default(null)
  // An empty form field means "none".
  .or(z.literal('').transform(() => null));

export const accessibilitySchema = z
  .object({
    ...(Object.fromEntries(ACCESS_FACTS.map((f) => [f.key, accessValue(f.label)])) as Record<AccessFactKey, ReturnType<typeof accessValue>>),
    contact: accessContactSchema,
  })
  .strict();
export type AccessibilityInput = z.input<typeof accessibilitySchema>;

/** `access=step-free,bsl` → the tokens; unknown ones are an error message. */
export const accessFilterSchema = z
  .string()
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .refine((tokens) => tokens.every((t) => (ACCESS_TOKENS as string[]).includes(t)), {
    message: `access must be a comma-separated list of: ${ACCESS_TOKENS.join(', ')}`,
  })
  .transform((tokens) => tokens as AccessToken[]);
