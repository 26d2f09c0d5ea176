import { loadAdminScreen, type AdminLoaderArgs } from '../../lib/admin/admin-loader';
import { adminVenueQueryOptions, adminVenuesQueryOptions } from './api/admin-venues';

/** Loaders of the venue routes (the pages use the same query options). */
export const loadVenuesList = (args: AdminLoaderArgs & { deps: { q?: string } }) =>
  loadAdminScreen(args, (queryClient) => [queryClient.prefetchQuery(adminVenuesQueryOptions(args.deps.q ?? ''))]);

export const loadVenueEditor = (args: AdminLoaderArgs & { params: { id: string } }) =>
  loadAdminScreen(args, (queryClient) => [queryClient.prefetchQuery(adminVenueQueryOptions(args.params.id))]);
