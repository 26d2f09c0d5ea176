import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../../api/admin-client';
import { socialKeys } from './social-keys';

/** POST /api/tiktok/disconnect. */
export const disconnectTikTok = () => adminRequest('/api/tiktok/disconnect', z.object({ success: z.boolean(), message: z.string() }), { method: 'POST' });

export function useDisconnectTikTok() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectTikTok, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.tiktokStatus }) });
}
