import { z } from 'zod';
import { SUBSCRIPTION_SOURCES, SUBSCRIPTION_STATUSES } from '../domain/newsletter-subscription.aggregate';

export const subscriberIdSchema = z.string().uuid('That is not a subscriber id');

export const emailBodySchema = z.object({
  email: z
    .string({ required_error: 'Email is required', invalid_type_error: 'Email must be text' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'An email address has at most 254 characters'),
});

/** The answer for one subscriber (list rows and single results). */
export const subscriberRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  isActive: z.boolean(),
  source: z.enum(SUBSCRIPTION_SOURCES),
  subscribedAt: z.string(),
  confirmedAt: z.string().nullable(),
  updatedAt: z.string(),
});

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Search by address and filter by state (list, "all matching" bulk actions). */
export const subscriberFilterSchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().max(254, 'q can be at most 254 characters').optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(SUBSCRIPTION_STATUSES, { errorMap: () => ({ message: `status must be one of: ${SUBSCRIPTION_STATUSES.join(', ')}` }) }).optional(),
  ),
});
