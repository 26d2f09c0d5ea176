import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from '../../api/admin-client';
import { socialKeys } from './social-keys';

export const facebookPermissionsSchema = z.object({
  configured: z.boolean(),
  hasAllRequired: z.boolean(),
  granted: z.array(z.string()),
  missing: z.array(z.string()),
  message: z.string(),
});

/** GET /api/facebook/test-permissions. */
export const getFacebookPermissions = () => adminRequest('/api/facebook/test-permissions', facebookPermissionsSchema);
export const facebookPermissionsQueryOptions = () => queryOptions({ queryKey: socialKeys.permissions, queryFn: getFacebookPermissions, retry: adminRetry });
export const useFacebookPermissions = () => useQuery(facebookPermissionsQueryOptions());
