import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest, forgetCsrfToken } from '../../../lib/admin/api/admin-client';
import { SIGNED_OUT_STATUS } from '../../../lib/admin/api/get-admin-status';
import { adminKeys } from '../../../lib/admin/api/query-keys';

/** POST /api/admin/logout. */
export const logout = () => adminRequest<unknown>('/api/admin/logout', null, { method: 'POST' });

/** Spec: logout marks the session signed out and goes to the login page even when the call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      forgetCsrfToken();
      queryClient.removeQueries({ queryKey: adminKeys.all, predicate: (q) => q.queryKey[1] !== 'status' });
      queryClient.setQueryData(adminKeys.status, SIGNED_OUT_STATUS);
      // The unauthenticated status answer carries the token that protects the next sign-in.
      void queryClient.invalidateQueries({ queryKey: adminKeys.status });
    },
  });
}
