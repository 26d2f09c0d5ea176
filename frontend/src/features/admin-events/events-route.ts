import { loadAdminScreen, type AdminLoaderArgs } from '../../lib/admin/admin-loader';
import { adminEventQueryOptions } from '../../lib/admin/api/get-admin-event';
import { adminEventsQueryOptions } from '../../lib/admin/api/get-admin-events';
import { eventHistoryQueryOptions } from '../../lib/admin/api/get-event-history';
import { qualityRulesQueryOptions } from '../../lib/admin/api/get-quality-rules';
import { siteFacetsQueryOptions } from '../../lib/admin/api/get-site-facets';
import { toListParams, type EventsSearch } from './events-search';

/** Loaders of the event manager's routes: the same query options as the pages, so a screen reads each answer once. */
export const loadEventsList = (args: AdminLoaderArgs & { deps: EventsSearch }) =>
  loadAdminScreen(args, (queryClient) => [
    queryClient.prefetchQuery(adminEventsQueryOptions(toListParams(args.deps))),
    queryClient.prefetchQuery(siteFacetsQueryOptions()),
    queryClient.prefetchQuery(qualityRulesQueryOptions()),
  ]);

export const loadEventEditor = (args: AdminLoaderArgs & { params: { id: string } }) =>
  loadAdminScreen(args, (queryClient) => [
    queryClient.prefetchQuery(adminEventQueryOptions(args.params.id)),
    queryClient.prefetchQuery(eventHistoryQueryOptions(args.params.id)),
    queryClient.prefetchQuery(siteFacetsQueryOptions()),
  ]);

export const loadEventCreate = (args: AdminLoaderArgs) => loadAdminScreen(args, (queryClient) => [queryClient.prefetchQuery(siteFacetsQueryOptions())]);
