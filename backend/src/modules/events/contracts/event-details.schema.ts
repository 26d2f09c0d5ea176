/**
 * The one request shape for an event's details, shared by the admin HTTP API, the CLI and the admin
 * frontend (alias `@contracts/events/event-details.schema`). Depends only on zod, so the browser can
 * import it. The domain aggregate re-checks every rule; this gives the same messages earlier.
 */
import { z } from 'zod';
import { accessibilitySchema } from './accessibility.schema';
import { EVENT_REGION_VALUES } from './event-region-values';

export { EVENT_REGION_VALUES } from './event-region-values';

const isoDate = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be written YYYY-MM-DD`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, `${label} must be a real date`);

const webAddress = (label: string, ownPath?: RegExp) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) || (ownPath?.test(v) ?? false), `${label} must be an http(s) web address`)
    .nullable()
    .default(null)
    // An empty form field means "none".
    .or(z.literal('').transform(() => null));

const detailsShape = {
  title: z
    .string({ required_error: 'Title is required' })
    .trim()
    .min(3, 'Title must be at least 3 characters')
    .max(200, 'Title must be at most 200 characters'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters').default(''),
  // Or an image uploaded to this site (POST /api/admin/events/{id}/image).
  imageUrl: webAddress('Image URL', /^\/api\/images\/[a-f0-9]{32}-\d{2,4}\.webp$/),
  category: z
    .string({ required_error: 'Category is required' })
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, 'Choose a category'),
  startDate: isoDate('Start date'),
  endDate: isoDate('End date'),
  venue: z.string().trim().max(200, 'Venue must be at most 200 characters').default(''),
  city: z.string({ required_error: 'City is required' }).trim().min(1, 'City is required').max(100, 'City must be at most 100 characters'),
  region: z.enum(EVENT_REGION_VALUES, { errorMap: () => ({ message: `Region must be one of: ${EVENT_REGION_VALUES.join(', ')}` }) }),
  latitude: z
    .number({ invalid_type_error: 'Latitude must be a number' })
    .min(49, 'Latitude must be within the United Kingdom')
    .max(61.5, 'Latitude must be within the United Kingdom')
    .nullable()
    .default(null),
  longitude: z
    .number({ invalid_type_error: 'Longitude must be a number' })
    .min(-9, 'Longitude must be within the United Kingdom')
    .max(2.5, 'Longitude must be within the United Kingdom')
    .nullable()
    .default(null),
  priceText: z.string().trim().max(100, 'Price must be at most 100 characters').nullable().default(null),
  ticketUrl: webAddress('Ticket URL'),
  source: z.string().trim().max(50).default('manual'),
  tags: z.array(z.string().trim().min(1).max(40, 'A tag must be at most 40 characters')).max(20, 'At most 20 tags').default([]),
  /** False: the dates are an estimate. Omitted: confirmed on create, confirmed on update when the dates change. */
  datesConfirmed: z.boolean({ invalid_type_error: 'datesConfirmed must be true or false' }).optional(),
  /** The venue record (GET /api/admin/venues). Omitted: unchanged on update (the admin form keeps it), none on create. */
  venueId: z.string().uuid('venueId must be the id of a venue').nullable().optional(),
  /** The event's own accessibility facts; not stated ones come from the venue. Omitted: unchanged / none stated. */
  accessibility: accessibilitySchema.optional(),
};

type Details = z.infer<z.ZodObject<typeof detailsShape>>;

/** Rules across fields (the same ones the aggregate enforces). */
function crossFieldIssues(d: Partial<Details>, ctx: z.RefinementCtx): void {
  if (d.startDate && d.endDate && d.endDate < d.startDate) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['endDate'], message: 'End date cannot be before the start date' });
  }
  const hasLat = d.latitude !== null && d.latitude !== undefined;
  const hasLon = d.longitude !== null && d.longitude !== undefined;
  if (hasLat !== hasLon) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [hasLat ? 'longitude' : 'latitude'], message: 'Latitude and longitude must be given together' });
  }
}

/** Every event field (create; the CLI's create-event). */
export const eventDetailsSchema = z.object(detailsShape).superRefine(crossFieldIssues);
/** Some fields (the CLI's update-event). */
export const eventChangesSchema = z.object(detailsShape).partial().superRefine(crossFieldIssues);

/** POST /api/admin/events: the details, optionally published at once. */
export const createEventRequestSchema = z.object({ ...detailsShape, publish: z.boolean().default(false) }).superRefine(crossFieldIssues);

/** PUT /api/admin/events/:id: the full details plus the version they were read at. */
export const updateEventRequestSchema = z
  .object({
    ...detailsShape,
    expectedVersion: z.number({ required_error: 'expectedVersion is required: reload the event and try again' }).int().min(1),
  })
  .superRefine(crossFieldIssues);

/**
 * Narrows `category` to the categories that exist (the list comes from the API / the catalogue read
 * model, never a constant).
 */
export function withKnownCategories<S extends z.ZodTypeAny>(schema: S, slugs: readonly string[]) {
  const known = new Set(slugs);
  return schema.superRefine((value: { category?: string }, ctx) => {
    if (value.category !== undefined && !known.has(value.category)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['category'], message: `Unknown category "${value.category}"` });
    }
  });
}

export type EventDetailsInput = z.infer<typeof eventDetailsSchema>;
export type EventChangesInput = z.infer<typeof eventChangesSchema>;
export type CreateEventRequest = z.infer<typeof createEventRequestSchema>;
export type UpdateEventRequest = z.infer<typeof updateEventRequestSchema>;
