import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminEventSchema, eventProblemSchema } from './admin-event.schema';
import { adminKeys } from './query-keys';

const adminEventDetailSchema = z.object({ event: adminEventSchema, problems: z.array(eventProblemSchema).default([]) }).passthrough();
export type AdminEventDetail = z.infer<typeof adminEventDetailSchema>;

/** GET /api/admin/events/:id: the event with its version (edits carry it back) and its quality problems. */
export const getAdminEvent = (id: string) => adminRequest(`/api/admin/events/${encodeURIComponent(id)}`, adminEventDetailSchema);

export const adminEventQueryOptions = (id: string) => queryOptions({ queryKey: adminKeys.event(id), queryFn: () => getAdminEvent(id), retry: adminRetry });

export const useAdminEvent = (id: string) => useQuery(adminEventQueryOptions(id));
