import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-client';
import { socialKeys } from './social-keys';
import { socialPostSchema } from './social-post.schema';

export interface CreateSocialPostInput {
  platform: 'facebook';
  eventId?: string;
  content?: string;
}

/** POST /api/social-media/posts: a draft from the admin's text or an event's fields. */
export const createSocialPost = (input: CreateSocialPostInput) => adminRequest('/api/social-media/posts', socialPostSchema, { method: 'POST', body: input });

export function useCreateSocialPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSocialPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }) });
}
