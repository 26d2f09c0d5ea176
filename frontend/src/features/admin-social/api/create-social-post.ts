import { useMutation, useQueryClient } from '@tanstack/react-query';
import { socialPostSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';
import { SocialPlatform } from './social-post.schema';

export interface CreateSocialPostInput {
  platform: SocialPlatform;
  eventId?: string;
  /** Stored by the sandbox channel when published: no platform account needed. */
  sandbox?: boolean;
  content?: string;
}

/** POST /api/social-media/posts: a draft from the admin's text or an event's fields. */
export const createSocialPost = (input: CreateSocialPostInput) => adminRequest('/api/social-media/posts', socialPostSchema, { method: 'POST', body: input });

export function useCreateSocialPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSocialPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }) });
}
