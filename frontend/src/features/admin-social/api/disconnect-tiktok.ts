import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disconnectTikTokAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

/** POST /api/tiktok/disconnect. */
export const disconnectTikTok = () => adminRequest('/api/tiktok/disconnect', disconnectTikTokAnswerSchema, { method: 'POST' });

export function useDisconnectTikTok() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectTikTok, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.tiktokStatus }) });
}
