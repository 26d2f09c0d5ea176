import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export const adminStatusSchema = z
  .object({
    authenticated: z.boolean(),
    sessionId: z.string().nullable().default(null),
    username: z.string().nullable().default(null),
    loginTime: z.string().nullable().default(null),
    role: z.enum(['owner', 'editor', 'marketer']).nullable().default(null),
    /** The parts of the back office this role may use. */
    areas: z.array(z.enum(['catalogue', 'marketing', 'operations', 'accounts'])).default([]),
    requiresPasswordChange: z.boolean().default(false),
    csrfToken: z.string().optional(),
  })
  .passthrough();
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
