import { loadAdminScreen, type AdminLoaderArgs } from '../../lib/admin/admin-loader';
import { adminEventsQueryOptions } from '../../lib/admin/api/get-admin-events';
import { aiUsageQueryOptions } from './api/ai-usage';

/** The event picker's first list (no filter typed yet): the page asks the same query. */
export const AI_EVENT_PICKER_PARAMS = { sort: 'title', order: 'asc', limit: 100 } as const;

/** Loader of /ai-enhancement. */
export const loadAiEnhancement = (args: AdminLoaderArgs) =>
  loadAdminScreen(args, (queryClient) => [
    queryClient.prefetchQuery(adminEventsQueryOptions({ q: undefined, ...AI_EVENT_PICKER_PARAMS })),
    queryClient.prefetchQuery(aiUsageQueryOptions()),
  ]);
