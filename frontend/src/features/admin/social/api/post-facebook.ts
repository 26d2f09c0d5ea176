import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../../api/admin-client';
import { socialKeys } from './social-keys';

export const postRunResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  results: z.array(
    z.object({
      eventId: z.string().nullable(),
      title: z.string(),
      success: z.boolean(),
      postId: z.string(),
      externalId: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type PostRunResult = z.infer<typeof postRunResultSchema>;

export type FacebookRun = 'test' | 'test-weekend' | 'post-events';
const PATHS: Record<FacebookRun, string> = {
  test: '/api/facebook/scheduler/test',
  'test-weekend': '/api/facebook/scheduler/test-weekend',
  'post-events': '/api/facebook/post-events',
};

/** POST /api/facebook/scheduler/test, /scheduler/test-weekend and /post-events (no bodies). */
export const postFacebook = (run: FacebookRun) => adminRequest(PATHS[run], postRunResultSchema, { method: 'POST' });

export function usePostFacebook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postFacebook, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }) });
}
