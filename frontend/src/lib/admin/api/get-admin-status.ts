import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export const adminStatusSchema = z.looseObject({
  authenticated: z.boolean(),
  sessionId: z._default(z.nullable(z.string()), null),
  username: z._default(z.nullable(z.string()), null),
  loginTime: z._default(z.nullable(z.string()), null),
  role: z._default(z.nullable(z.enum(['owner', 'editor', 'marketer'])), null),
  /** The parts of the back office this role may use. */
  areas: z._default(z.array(z.enum(['catalogue', 'marketing', 'operations', 'accounts'])), []),
  requiresPasswordChange: z._default(z.boolean(), false),
  csrfToken: z.optional(z.string()),
});
export type AdminStatus = z.infer<typeof adminStatusSchema>;

export const SIGNED_OUT_STATUS: AdminStatus = {
  authenticated: false,
  sessionId: null,
  username: null,
  loginTime: null,
  role: null,
  areas: [],
  requiresPasswordChange: false,
};

/** GET /api/admin/status (no cache): decides the session state on load; also hands out the CSRF token. */
export const getAdminStatus = () => adminRequest('/api/admin/status', adminStatusSchema);

export const adminStatusQueryOptions = () => queryOptions({ queryKey: adminKeys.status, queryFn: getAdminStatus, retry: adminRetry, staleTime: 30_000 });

export const useAdminStatus = () => useQuery(adminStatusQueryOptions());
