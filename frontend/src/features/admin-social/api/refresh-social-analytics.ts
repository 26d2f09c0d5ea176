import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAnalyticsAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

/** POST /api/social-media/analytics/refresh: fetches the latest figures back from Facebook. */
export const refreshSocialAnalytics = () => adminRequest('/api/social-media/analytics/refresh', refreshAnalyticsAnswerSchema, { method: 'POST' });

export function useRefreshSocialAnalytics() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refreshSocialAnalytics, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.analytics }) });
}
