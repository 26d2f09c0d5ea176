import { useMutation, useQueryClient } from '@tanstack/react-query';
import { socialPostSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

/** POST /api/social-media/posts/:id/unschedule: back to a draft. */
export const unscheduleSocialPost = (id: string) =>
  adminRequest(`/api/social-media/posts/${encodeURIComponent(id)}/unschedule`, socialPostSchema, { method: 'POST' });

export function useUnscheduleSocialPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unscheduleSocialPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }) });
}
