import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { accessibilitySchema } from '../../../events/contracts/accessibility.schema';
import { eventViewSchema } from '../../../events/contracts/event-view';

export const venueViewSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    town: z.string(),
    region: z.string(),
    regionName: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    website: z.string().nullable(),
    accessibility: accessibilitySchema,
    version: z.number().int(),
  })
  .strict();
export type VenueView = z.infer<typeof venueViewSchema>;

/** GET /api/venues/:slug: the venue, its upcoming events (soonest first) and the past editions held there (latest first). */
export const venuePageSchema = z.object({ venue: venueViewSchema, upcoming: z.array(eventViewSchema), past: z.array(eventViewSchema) }).strict();
export type VenuePage = z.infer<typeof venuePageSchema>;

/** GET /api/venues/for-event/:id: the venue an event takes place at, or null. */
export const eventVenueSchema = z.object({ venue: venueViewSchema.nullable() }).strict();

export class VenuePageQuery extends Query<VenuePage> {
  constructor(readonly slug: string) {
    super();
  }
}
