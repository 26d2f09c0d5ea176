import { z } from 'zod';

/**
 * Request shape for creating or updating an event, shared by the CLI, the admin HTTP API and the admin client
 * (imported there as `@contracts/events/event-details.schema`). Depends on zod only.
 */
export const eventDetailsSchema = z.object({
  title: z.string().trim().min(3, 'Title must be at least 3 characters').max(200, 'Title must be at most 200 characters'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters').default(''),
  imageUrl: z.string().trim().url('Image URL must be a web address').nullable().default(null),
  category: z.string().trim().min(2, 'Category is required'),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Start date must be written YYYY-MM-DD'),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'End date must be written YYYY-MM-DD'),
  venue: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1, 'City is required').max(100),
  region: z.string().trim(),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  priceText: z.string().trim().max(100).nullable().default(null),
  ticketUrl: z.string().trim().url('Ticket URL must be a web address').nullable().default(null),
  source: z.string().trim().max(50).default('manual'),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
});

export type EventDetailsInput = z.infer<typeof eventDetailsSchema>;
