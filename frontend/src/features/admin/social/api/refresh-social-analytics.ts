import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../../api/admin-client';
import { socialKeys } from './social-keys';

const refreshSchema = z.object({ refreshed: z.number(), failed: z.number(), message: z.string() });

/** POST /api/social-media/analytics/refresh: fetches the latest figures back from Facebook. */
export const refreshSocialAnalytics = () => adminRequest('/api/social-media/analytics/refresh', refreshSchema, { method: 'POST' });

export function useRefreshSocialAnalytics() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refreshSocialAnalytics, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.analytics }) });
}
