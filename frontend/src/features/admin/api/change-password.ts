import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from './admin-client';
import { adminKeys } from './query-keys';

const passwordResultSchema = z.object({ success: z.boolean().optional(), csrfToken: z.string().optional() }).passthrough();

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/admin/change-password: the session id is regenerated, so the answer carries a new CSRF token. */
export const changePassword = (input: ChangePasswordInput) => adminRequest('/api/admin/change-password', passwordResultSchema, { method: 'POST', body: input });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.status }) });
}
