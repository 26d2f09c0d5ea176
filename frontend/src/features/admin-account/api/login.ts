import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { adminStatusQueryOptions, type AdminStatus } from '../../../lib/admin/api/get-admin-status';

export interface Credentials {
  username: string;
  password: string;
}

/** POST /api/admin/login. A 401 here is "wrong credentials", so it does not count as a lost session. */
export const login = (credentials: Credentials) => adminRequest('/api/admin/login', signInAnswerSchema, { method: 'POST', body: credentials, signIn: true });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      const status: AdminStatus = {
        authenticated: result.authenticated,
        sessionId: result.sessionId,
        username: result.username,
        loginTime: result.loginTime,
        role: result.role,
        areas: result.areas,
        requiresPasswordChange: result.requiresPasswordChange,
      };
      queryClient.setQueryData(adminStatusQueryOptions().queryKey, status);
    },
  });
}
