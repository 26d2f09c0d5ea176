import { z } from 'zod';

const webAddress = (label: string) => z.string().trim().url(`${label} must be a web address`);

/** Body of PublishNewsItem, shared by the CLI and the admin HTTP endpoint; omitted lists and links get defaults. */
export const publishNewsItemRequestSchema = z.object({
  title: z.string().trim().min(5, 'Title must be at least 5 characters').max(200, 'Title must be at most 200 characters'),
  summary: z.string().trim().max(500, 'Summary must be at most 500 characters').default(''),
  content: z.string().trim().min(20, 'Content must be at least 20 characters'),
  category: z.string().trim().min(1, 'Category is required').max(60),
  imageUrl: webAddress('Image URL').nullable().default(null),
  tags: z.array(z.string().trim().min(1).max(40)).max(10, 'At most 10 tags').default([]),
  source: z.enum(['internal', 'external'], { message: 'Source must be "internal" or "external"' }).default('internal'),
  externalUrl: webAddress('External URL').nullable().default(null),
  festivalId: z.string().trim().min(1).nullable().default(null),
  /** Defaults to now. */
  publishedAt: z.string().datetime({ offset: true, message: 'Publication time must be an ISO date-time, e.g. 2026-11-23T09:00:00Z' }).optional(),
});

export type PublishNewsItemRequest = z.infer<typeof publishNewsItemRequestSchema>;
