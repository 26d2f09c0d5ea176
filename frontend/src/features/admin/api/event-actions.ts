import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from './admin-client';
import { writeResultSchema } from './admin-event.schema';
import { adminKeys } from './query-keys';

export const EVENT_ACTIONS = ['publish', 'feature', 'unfeature', 'expire', 'remove', 'restore'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];
export const BULK_ACTIONS = ['publish', 'feature', 'unfeature', 'expire', 'remove'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** POST /api/admin/events/:id/{action}; a transition that is not allowed answers 409 with a message. */
export const runEventAction = ({ id, action, expectedVersion }: { id: string; action: EventAction; expectedVersion?: number }) =>
  adminRequest(`/api/admin/events/${encodeURIComponent(id)}/${action}`, writeResultSchema, {
    method: 'POST',
    body: expectedVersion === undefined ? {} : { expectedVersion },
  });

const bulkResultSchema = z
  .object({ succeeded: z.number(), failed: z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String), message: z.string() }).passthrough()) })
  .passthrough();
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** POST /api/admin/events/bulk (at most 500 ids). */
export const runBulkAction = ({ action, ids }: { action: BulkAction; ids: string[] }) =>
  adminRequest('/api/admin/events/bulk', bulkResultSchema, { method: 'POST', body: { action, ids } });

function useInvalidatingMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Success or a 409: either way the list and the event may have moved on.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.events }), queryClient.invalidateQueries({ queryKey: adminKeys.stats })]),
  });
}

export const useEventAction = () => useInvalidatingMutation(runEventAction);
export const useBulkEventAction = () => useInvalidatingMutation(runBulkAction);
