import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { apiGet } from '../../api-client';

const venueEventSchema = z.looseObject({ id: z.string(), title: z.string(), dateRange: z.string(), city: z.string() });

export const venueSchema = z.looseObject({
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  town: z.string(),
  regionName: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  website: z.nullable(z.string()),
  accessibility: z.nullish(z.record(z.string(), z.nullable(z.string()))),
});
export type Venue = z.infer<typeof venueSchema>;

export const venuePageSchema = z.looseObject({ venue: venueSchema, upcoming: z.array(venueEventSchema), past: z.array(venueEventSchema) });

/** GET /api/venues/:slug: the venue with its upcoming events and past editions (issue 30). */
export const venuePageQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['/api/venues', slug], queryFn: async () => venuePageSchema.parse(await apiGet(`/api/venues/${encodeURIComponent(slug)}`)) });
