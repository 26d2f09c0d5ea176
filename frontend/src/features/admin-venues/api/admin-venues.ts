import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminVenueContract } from '../../../lib/api/api-contracts.gen';
import { adminVenueDetailSchema, adminVenueListSchema, venueWriteResultSchema, type AdminVenueDetail } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

export type AdminVenue = AdminVenueContract;
export type { AdminVenueDetail };

export type VenueInput = Pick<AdminVenue, 'name' | 'address' | 'town' | 'region' | 'latitude' | 'longitude' | 'website' | 'accessibility'>;

/** GET /api/admin/venues?q=: every venue by name, or those whose name or town contains q. */
export const adminVenuesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminKeys.venueList(q),
    queryFn: () => adminRequest('/api/admin/venues', adminVenueListSchema, { params: { q: q || undefined } }),
    retry: adminRetry,
  });
export const useAdminVenues = (q: string) => useQuery(adminVenuesQueryOptions(q));

/** GET /api/admin/venues/:id: the venue (with the version an edit carries back) and its history, newest first. */
export const getAdminVenue = (id: string) => adminRequest(`/api/admin/venues/${encodeURIComponent(id)}`, adminVenueDetailSchema);
export const adminVenueQueryOptions = (id: string) => queryOptions({ queryKey: adminKeys.venue(id), queryFn: () => getAdminVenue(id), retry: adminRetry });
export const useAdminVenue = (id: string) => useQuery(adminVenueQueryOptions(id));

/** PUT /api/admin/venues/:id with the version the form was read at; a stale version answers 409. */
export function useUpdateVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expectedVersion, input }: { id: string; expectedVersion: number; input: VenueInput }) =>
      adminRequest(`/api/admin/venues/${encodeURIComponent(id)}`, venueWriteResultSchema, {
        method: 'PUT',
        body: { ...input, expectedVersion },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.venues }),
  });
}
