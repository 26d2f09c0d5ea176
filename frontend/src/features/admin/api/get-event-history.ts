import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export const historyEntrySchema = z
  .object({
    sequence: z.union([z.string(), z.number()]),
    version: z.number().nullish(),
    type: z.string(),
    occurredAt: z.string(),
    actor: z.object({ kind: z.string(), username: z.string().nullish(), name: z.string().nullish() }).passthrough().nullish(),
    changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() }).passthrough()).default([]),
  })
  .passthrough();
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/admin/events/:id/history: the event log of one event, newest first. */
export const getEventHistory = (id: string) =>
  adminRequest(`/api/admin/events/${encodeURIComponent(id)}/history`, z.object({ items: z.array(historyEntrySchema) }).passthrough());

export const eventHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.eventHistory(id), queryFn: () => getEventHistory(id), retry: adminRetry });

export const useEventHistory = (id: string) => useQuery(eventHistoryQueryOptions(id));
