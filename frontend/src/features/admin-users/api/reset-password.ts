import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passwordChangedSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

export interface ResetPasswordInput {
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/admin/reset-password: the signed-in admin sets a new password of their own (user management). */
export const resetOwnPassword = (input: ResetPasswordInput) =>
  adminRequest('/api/admin/reset-password', passwordChangedSchema, { method: 'POST', body: input });

export function useResetOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetOwnPassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.status }) });
}
