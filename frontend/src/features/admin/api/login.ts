import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from './admin-client';
import { adminStatusQueryOptions, type AdminStatus } from './get-admin-status';

export const loginResultSchema = z
  .object({
    success: z.boolean().optional(),
    authenticated: z.boolean(),
    sessionId: z.string().nullable().default(null),
    requiresPasswordChange: z.boolean().default(false),
    username: z.string().nullable().default(null),
    role: z.enum(['owner', 'editor', 'marketer']).nullable().default(null),
    areas: z.array(z.enum(['catalogue', 'marketing', 'operations', 'accounts'])).default([]),
    loginTime: z.string().nullable().default(null),
    csrfToken: z.string().optional(),
  })
  .passthrough();
export type LoginResult = z.infer<typeof loginResultSchema>;

export interface Credentials {
  username: string;
  password: string;
}

/** POST /api/admin/login. A 401 here is "wrong credentials", so it does not count as a lost session. */
export const login = (credentials: Credentials) => adminRequest('/api/admin/login', loginResultSchema, { method: 'POST', body: credentials, signIn: true });

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
