import { z } from 'zod';

/** Client-side copy of the contact rules; the server checks the same and has the last word. */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(50, 'Name must be less than 50 characters')
    .regex(/^[\p{L}\s'’-]+$/u, 'Name can only contain letters, spaces, hyphens, and apostrophes'),
  email: z.string().trim().max(100, 'Email must be less than 100 characters').email('Please enter a valid email address'),
  phone: z.string().trim().optional().default(''),
  inquiryType: z.enum(['advertising', 'partnership', 'general'], { errorMap: () => ({ message: 'Please select an inquiry type' }) }),
  subject: z.string().trim().min(5, 'Subject must be at least 5 characters').max(100, 'Subject must be less than 100 characters'),
  message: z.string().trim().min(20, 'Message must be at least 20 characters').max(1000, 'Message must be less than 1000 characters'),
  honeypot: z.string().max(0, 'Invalid submission'),
  captcha: z.string().trim().min(1, 'Please answer the verification question'),
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
