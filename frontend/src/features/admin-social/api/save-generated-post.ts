import { useMutation, useQueryClient } from '@tanstack/react-query';
import { socialPostSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

export interface GeneratedItem {
  platform: string;
  text: string;
  hashtags: string[];
  callToAction: string;
  /** Absent or null: not about one event (the server stores null). */
  eventId?: string | null;
}

/** POST /api/social-media/posts/generated: one AI-written item stored as a draft (409 when it is already saved). */
export const saveGeneratedPost = (item: GeneratedItem) => adminRequest('/api/social-media/posts/generated', socialPostSchema, { method: 'POST', body: item });

export function useSaveGeneratedPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveGeneratedPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }) });
}
