import { useMutation, useQueryClient } from '@tanstack/react-query';
import { automationSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

export type AutomationAction = 'start' | 'pause' | 'stop';

/** POST /api/social-media/automation {action}. */
export const changeAutomation = (action: AutomationAction) =>
  adminRequest('/api/social-media/automation', automationSchema, { method: 'POST', body: { action } });

export function useChangeAutomation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeAutomation, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }) });
}
