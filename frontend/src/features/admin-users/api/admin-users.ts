import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUserListSchema, adminUserSchema, type AdminUser } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

/** Owner-only account management: GET/POST /api/admin/users and the per-user actions. */
export type { AdminUser };
export type AdminRole = AdminUser['role'];

export const getAdminUsers = () => adminRequest('/api/admin/users', adminUserListSchema);

export const adminUsersQueryOptions = () => queryOptions({ queryKey: adminKeys.users, queryFn: getAdminUsers, retry: adminRetry });

export const useAdminUsers = (enabled = true) => useQuery({ ...adminUsersQueryOptions(), enabled });

export interface NewAdminUser {
  username: string;
  role: AdminRole;
  temporaryPassword: string;
}

export const createAdminUser = (input: NewAdminUser) => adminRequest('/api/admin/users', adminUserSchema, { method: 'POST', body: input });

export const setAdminUserDisabled = ({ id, disabled }: { id: string; disabled: boolean }) =>
  adminRequest(`/api/admin/users/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`, adminUserSchema, { method: 'POST' });

export const resetAdminUserPassword = ({ id, temporaryPassword }: { id: string; temporaryPassword: string }) =>
  adminRequest(`/api/admin/users/${encodeURIComponent(id)}/reset-password`, adminUserSchema, { method: 'POST', body: { temporaryPassword } });

function useUsersMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }) });
}

export const useCreateAdminUser = () => useUsersMutation(createAdminUser);
export const useSetAdminUserDisabled = () => useUsersMutation(setAdminUserDisabled);
export const useResetAdminUserPassword = () => useUsersMutation(resetAdminUserPassword);
