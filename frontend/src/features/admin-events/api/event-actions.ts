import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkEventActionResultSchema, eventWriteResultSchema, type BulkEventActionResult } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

export const EVENT_ACTIONS = ['publish', 'feature', 'unfeature', 'expire', 'remove', 'restore'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];
export const BULK_ACTIONS = ['publish', 'feature', 'unfeature', 'expire', 'remove'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** POST /api/admin/events/:id/{action}; a transition that is not allowed answers 409 with a message. */
export const runEventAction = ({ id, action, expectedVersion }: { id: string; action: EventAction; expectedVersion?: number }) =>
  adminRequest(`/api/admin/events/${encodeURIComponent(id)}/${action}`, eventWriteResultSchema, {
    method: 'POST',
    body: expectedVersion === undefined ? {} : { expectedVersion },
  });

export type BulkResult = BulkEventActionResult;

/** POST /api/admin/events/bulk (at most 500 ids). */
export const runBulkAction = ({ action, ids }: { action: BulkAction; ids: string[] }) =>
  adminRequest('/api/admin/events/bulk', bulkEventActionResultSchema, { method: 'POST', body: { action, ids } });

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
