import { z } from 'zod';

export const FREQUENCIES = ['monthly', 'biweekly', 'weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const address = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .toLowerCase()
    .email(`${label} must be a valid email address`)
    .max(254);

/** Everything staff can set on the Settings tab; stored as one row and applied by the senders and the digest job. */
export const newsletterSettingsSchema = z.object({
  senderName: z
    .string({ required_error: 'Sender name is required' })
    .trim()
    .min(1, 'Sender name is required')
    .max(100, 'Sender name can be at most 100 characters'),
  senderEmail: address('Sender email'),
  replyToEmail: address('Reply-to email'),
  frequency: z.enum(FREQUENCIES, { errorMap: () => ({ message: `frequency must be one of: ${FREQUENCIES.join(', ')}` }) }),
  preferences: z.object({ featuredEvents: z.boolean(), newEvents: z.boolean(), reviews: z.boolean() }).strict(),
  doubleOptIn: z.boolean(),
  tracking: z.boolean(),
  /** What the digest job does with the digest it builds: keep it as a draft for review, or send it. */
  digestMode: z.enum(['draft', 'send'], { errorMap: () => ({ message: 'digestMode must be draft or send' }) }),
});
export type NewsletterSettings = z.infer<typeof newsletterSettingsSchema>;

/** Spec defaults: monthly, featured events and new events on, reviews off, double opt-in and tracking on. */
export function defaultNewsletterSettings(mailFrom: string): NewsletterSettings {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(mailFrom);
  const senderName = match?.[1] || 'Festival Finder';
  const senderEmail = (match?.[2] ?? mailFrom).trim().toLowerCase();
  return {
    senderName,
    senderEmail,
    replyToEmail: senderEmail,
    frequency: 'monthly',
    preferences: { featuredEvents: true, newEvents: true, reviews: false },
    doubleOptIn: true,
    tracking: true,
    digestMode: 'draft',
  };
}
