import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from './admin-client';
import { adminKeys } from './query-keys';

const resetResultSchema = z.object({ success: z.boolean().optional(), csrfToken: z.string().optional() }).passthrough();

export interface ResetPasswordInput {
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/admin/reset-password: the signed-in admin sets a new password of their own (user management). */
export const resetOwnPassword = (input: ResetPasswordInput) => adminRequest('/api/admin/reset-password', resetResultSchema, { method: 'POST', body: input });

export function useResetOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetOwnPassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.status }) });
}
