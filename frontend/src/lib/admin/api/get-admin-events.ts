import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminEventsPageSchema } from '../../api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export interface AdminEventsParams {
  q?: string;
  status?: string;
  category?: string;
  region?: string;
  problem?: string;
  featured?: 'true' | 'false';
  sort?: 'updatedAt' | 'startDate' | 'title';
  order?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

export type { AdminEventsPage } from '../../api/api-contracts.admin.gen';

/** GET /api/admin/events: every status, from the read model. */
export const getAdminEvents = (params: AdminEventsParams) => adminRequest('/api/admin/events', adminEventsPageSchema, { params: { ...params } });

export const adminEventsQueryOptions = (params: AdminEventsParams) =>
  queryOptions({ queryKey: adminKeys.eventList(params), queryFn: () => getAdminEvents(params), retry: adminRetry, placeholderData: keepPreviousData });

export const useAdminEvents = (params: AdminEventsParams) => useQuery(adminEventsQueryOptions(params));
