import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchedulePublishBody } from '@contracts/events/publish-schedule.schema';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { eventWriteResultSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminKeys } from '../../../lib/admin/api/query-keys';

/** POST /api/admin/events/:id/schedule-publish: a draft goes public at `publishAt` (an instant; 400 unless in the future). */
export const schedulePublish = ({ id, ...body }: SchedulePublishBody & { id: string }) =>
  adminRequest(`/api/admin/events/${encodeURIComponent(id)}/schedule-publish`, eventWriteResultSchema, { method: 'POST', body });

/** POST /api/admin/events/:id/cancel-scheduled-publish. */
export const cancelScheduledPublish = ({ id, expectedVersion }: { id: string; expectedVersion?: number }) =>
  adminRequest(`/api/admin/events/${encodeURIComponent(id)}/cancel-scheduled-publish`, eventWriteResultSchema, {
    method: 'POST',
    body: expectedVersion === undefined ? {} : { expectedVersion },
  });

function useEventsMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.events }) });
}

export const useSchedulePublish = () => useEventsMutation(schedulePublish);
export const useCancelScheduledPublish = () => useEventsMutation(cancelScheduledPublish);
