import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminVenueSchema as venueContract } from '@contracts/venues/venue-edit.schema';
import { adminRequest, adminRetry } from './admin-client';
import { historyEntrySchema } from './get-event-history';
import { adminKeys } from './query-keys';

// The backend's own contract (one source of truth); unknown fields pass, so the server may add some.
export const adminVenueSchema = venueContract.passthrough();
export type AdminVenue = z.infer<typeof adminVenueSchema>;

const listSchema = z.object({ items: z.array(adminVenueSchema), total: z.number() }).passthrough();
const detailSchema = z.object({ venue: adminVenueSchema, history: z.array(historyEntrySchema.extend({ sequence: z.unknown().optional() })) }).passthrough();
export type AdminVenueDetail = z.infer<typeof detailSchema>;

export type VenueInput = Pick<AdminVenue, 'name' | 'address' | 'town' | 'region' | 'latitude' | 'longitude' | 'website' | 'accessibility'>;

/** GET /api/admin/venues?q=: every venue by name, or those whose name or town contains q. */
export const useAdminVenues = (q: string) =>
  useQuery({
    queryKey: adminKeys.venueList(q),
    queryFn: () => adminRequest('/api/admin/venues', listSchema, { params: { q: q || undefined } }),
    retry: adminRetry,
  });

/** GET /api/admin/venues/:id: the venue (with the version an edit carries back) and its history, newest first. */
export const getAdminVenue = (id: string) => adminRequest(`/api/admin/venues/${encodeURIComponent(id)}`, detailSchema);
export const useAdminVenue = (id: string) => useQuery({ queryKey: adminKeys.venue(id), queryFn: () => getAdminVenue(id), retry: adminRetry });

/** PUT /api/admin/venues/:id with the version the form was read at; a stale version answers 409. */
export function useUpdateVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expectedVersion, input }: { id: string; expectedVersion: number; input: VenueInput }) =>
      adminRequest(`/api/admin/venues/${encodeURIComponent(id)}`, z.object({ id: z.string(), version: z.number() }), {
        method: 'PUT',
        body: { ...input, expectedVersion },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.venues }),
  });
}
