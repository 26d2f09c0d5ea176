import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminEventRowSchema } from './admin-event.schema';
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

const adminEventsPageSchema = z.object({ items: z.array(adminEventRowSchema), total: z.number(), page: z.number(), limit: z.number() }).passthrough();
export type AdminEventsPage = z.infer<typeof adminEventsPageSchema>;

/** GET /api/admin/events: every status, from the read model. */
export const getAdminEvents = (params: AdminEventsParams) => adminRequest('/api/admin/events', adminEventsPageSchema, { params: { ...params } });

export const adminEventsQueryOptions = (params: AdminEventsParams) =>
  queryOptions({ queryKey: adminKeys.eventList(params), queryFn: () => getAdminEvents(params), retry: adminRetry, placeholderData: keepPreviousData });

export const useAdminEvents = (params: AdminEventsParams) => useQuery(adminEventsQueryOptions(params));
