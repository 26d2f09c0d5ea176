import { z } from 'zod';
import { SUBSCRIPTION_SOURCES } from '../domain/newsletter-subscription.aggregate';

export const segmentIdSchema = z.string().uuid('That is not a segment id');

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((s) => !Number.isNaN(Date.parse(s)), `${label} is not a real date`)
    .nullable()
    .default(null);

/**
 * A segment selects active subscribers by sign-up source and sign-up date (both ends inclusive). Subscribers store no
 * category or region interests, so a segment cannot select on them.
 */
export const segmentBodySchema = z
  .object({
    name: z.string({ required_error: 'Name is required' }).trim().min(1, 'Please enter a name').max(100, 'Name can be at most 100 characters'),
    sources: z
      .array(z.enum(SUBSCRIPTION_SOURCES, { errorMap: () => ({ message: `Source must be one of ${SUBSCRIPTION_SOURCES.join(', ')}` }) }))
      .min(1, 'Choose at least one source, or leave sources out for any source')
      .nullable()
      .default(null),
    signedUpFrom: day('Signed up from'),
    signedUpTo: day('Signed up to'),
  })
  .strict()
  .refine((b) => !b.signedUpFrom || !b.signedUpTo || b.signedUpFrom <= b.signedUpTo, {
    message: 'Signed up from must be on or before signed up to',
    path: ['signedUpTo'],
  });
export type SegmentBody = z.infer<typeof segmentBodySchema>;

export const segmentViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  sources: z.array(z.string()).nullable(),
  signedUpFrom: z.string().nullable(),
  signedUpTo: z.string().nullable(),
  /** Active subscribers matching now. */
  size: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SegmentView = z.infer<typeof segmentViewSchema>;

export const segmentListSchema = z.object({ segments: z.array(segmentViewSchema) });
