import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEventDetailSchema } from '../../api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export type { AdminEventDetail } from '../../api/api-contracts.admin.gen';

/** GET /api/admin/events/:id: the event with its version (edits carry it back) and its quality problems. */
export const getAdminEvent = (id: string) => adminRequest(`/api/admin/events/${encodeURIComponent(id)}`, adminEventDetailSchema);

export const adminEventQueryOptions = (id: string) => queryOptions({ queryKey: adminKeys.event(id), queryFn: () => getAdminEvent(id), retry: adminRetry });

/**
 * The read model catches up with a write a moment after it is acknowledged: given the version a save
 * answered, keep asking until the event shows at least that version.
 */
export const useAdminEvent = (id: string, savedVersion = 0) =>
  useQuery({
    ...adminEventQueryOptions(id),
    refetchInterval: (query) => ((query.state.data?.event.version ?? savedVersion) < savedVersion ? CATCH_UP_POLL_MS : false),
  });

const CATCH_UP_POLL_MS = 250;
