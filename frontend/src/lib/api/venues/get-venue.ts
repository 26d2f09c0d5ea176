import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api-client';
import { venuePageSchema, type Venue } from '../api-contracts.gen';

export type { Venue };

/** GET /api/venues/:slug: the venue with its upcoming events and past editions (issue 30). */
export const venuePageQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['/api/venues', slug], queryFn: async () => venuePageSchema.parse(await apiGet(`/api/venues/${encodeURIComponent(slug)}`)) });
