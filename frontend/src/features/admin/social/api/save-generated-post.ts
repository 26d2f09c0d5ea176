import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-client';
import { socialKeys } from './social-keys';
import { socialPostSchema } from './social-post.schema';

export interface GeneratedItem {
  platform: string;
  text: string;
  hashtags: string[];
  callToAction: string;
  eventId: string | null;
}

/** POST /api/social-media/posts/generated: one AI-written item stored as a draft (409 when it is already saved). */
export const saveGeneratedPost = (item: GeneratedItem) => adminRequest('/api/social-media/posts/generated', socialPostSchema, { method: 'POST', body: item });

export function useSaveGeneratedPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveGeneratedPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }) });
}
