import * as z from 'zod/v4-mini';

/** A trimmed text with these checks, in order (each field shows its first failing message). */
const text = (...checks: Parameters<z.ZodMiniString['check']>) => z.string().check(z.trim(), ...checks);

/** Client-side copy of the contact rules; the server checks the same and has the last word. */
export const contactFormSchema = z.object({
  name: text(
    z.minLength(2, 'Name must be at least 2 characters'),
    z.maxLength(50, 'Name must be less than 50 characters'),
    z.regex(/^[\p{L}\s'’-]+$/u, 'Name can only contain letters, spaces, hyphens, and apostrophes'),
  ),
  email: z.pipe(text(z.maxLength(100, 'Email must be less than 100 characters')), z.email('Please enter a valid email address')),
  phone: z._default(text(), ''),
  inquiryType: z.enum(['advertising', 'partnership', 'general'], 'Please select an inquiry type'),
  subject: text(z.minLength(5, 'Subject must be at least 5 characters'), z.maxLength(100, 'Subject must be less than 100 characters')),
  message: text(z.minLength(20, 'Message must be at least 20 characters'), z.maxLength(1000, 'Message must be less than 1000 characters')),
  honeypot: z.string().check(z.maxLength(0, 'Invalid submission')),
  captcha: text(z.minLength(1, 'Please answer the verification question')),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactField = keyof ContactFormValues;

/** First message per field, keyed by field name. */
export function validateContact(values: ContactFormValues): Record<string, string> {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export function validateContactField(field: ContactField, values: ContactFormValues): string | undefined {
  return validateContact(values)[field];
}
