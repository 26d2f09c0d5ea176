import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishResultSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

/** POST /api/social-media/posts/:id/publish. */
export const publishSocialPost = (id: string) =>
  adminRequest(`/api/social-media/posts/${encodeURIComponent(id)}/publish`, publishResultSchema, { method: 'POST' });

export function usePublishSocialPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishSocialPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }) });
}
