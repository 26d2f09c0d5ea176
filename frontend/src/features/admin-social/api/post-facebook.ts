import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postRunResultSchema, type PostRunResult } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

export type { PostRunResult };

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
