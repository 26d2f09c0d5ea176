import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../../api/admin-client';
import { socialKeys } from './social-keys';

export type AutomationAction = 'start' | 'pause' | 'stop';
const automationSchema = z.object({ state: z.enum(['active', 'paused', 'stopped']), changedAt: z.string().nullable(), changedBy: z.string().nullable() });

/** POST /api/social-media/automation {action}. */
export const changeAutomation = (action: AutomationAction) =>
  adminRequest('/api/social-media/automation', automationSchema, { method: 'POST', body: { action } });

export function useChangeAutomation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeAutomation, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }) });
}
