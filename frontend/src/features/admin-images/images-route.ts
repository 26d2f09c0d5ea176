import { loadAdminScreen, type AdminLoaderArgs } from '../../lib/admin/admin-loader';
import { adminEventsQueryOptions } from '../../lib/admin/api/get-admin-events';
import { PICKER_PARAMS } from './event-picker';

/** Loader of /ai-image-enhancement: the first tab's event picker. */
export const loadImageEnhancement = (args: AdminLoaderArgs) =>
  loadAdminScreen(args, (queryClient) => [queryClient.prefetchQuery(adminEventsQueryOptions(PICKER_PARAMS))]);
