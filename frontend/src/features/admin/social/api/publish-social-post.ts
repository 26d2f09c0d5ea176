import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../../api/admin-client';
import { socialKeys } from './social-keys';
import { socialPostSchema } from './social-post.schema';

const publishResultSchema = z.object({ success: z.boolean(), message: z.string(), post: socialPostSchema });

/** POST /api/social-media/posts/:id/publish. */
export const publishSocialPost = (id: string) =>
  adminRequest(`/api/social-media/posts/${encodeURIComponent(id)}/publish`, publishResultSchema, { method: 'POST' });

export function usePublishSocialPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishSocialPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }) });
}
