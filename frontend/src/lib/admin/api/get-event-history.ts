import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventHistorySchema, type EventHistory } from '../../api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export type HistoryEntry = EventHistory['items'][number];

/** GET /api/admin/events/:id/history: the event log of one event, newest first. */
export const getEventHistory = (id: string) => adminRequest(`/api/admin/events/${encodeURIComponent(id)}/history`, eventHistorySchema);

export const eventHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.eventHistory(id), queryFn: () => getEventHistory(id), retry: adminRetry });

export const useEventHistory = (id: string) => useQuery(eventHistoryQueryOptions(id));
