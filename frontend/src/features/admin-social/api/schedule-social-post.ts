import { useMutation, useQueryClient } from '@tanstack/react-query';
import { socialPostSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

/** POST /api/social-media/posts/:id/schedule {scheduledAt}: a UK wall-clock time "YYYY-MM-DDTHH:mm". */
export const scheduleSocialPost = ({ id, scheduledAt }: { id: string; scheduledAt: string }) =>
  adminRequest(`/api/social-media/posts/${encodeURIComponent(id)}/schedule`, socialPostSchema, { method: 'POST', body: { scheduledAt } });

export function useScheduleSocialPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: scheduleSocialPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }) });
}
