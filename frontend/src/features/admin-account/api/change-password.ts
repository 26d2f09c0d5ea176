import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passwordChangedSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/admin/change-password: the session id is regenerated, so the answer carries a new CSRF token. */
export const changePassword = (input: ChangePasswordInput) =>
  adminRequest('/api/admin/change-password', passwordChangedSchema, { method: 'POST', body: input });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.status }) });
}
