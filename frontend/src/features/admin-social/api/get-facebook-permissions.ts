import { queryOptions, useQuery } from '@tanstack/react-query';
import { facebookPermissionsSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

/** GET /api/facebook/test-permissions. */
export const getFacebookPermissions = () => adminRequest('/api/facebook/test-permissions', facebookPermissionsSchema);
export const facebookPermissionsQueryOptions = () => queryOptions({ queryKey: socialKeys.permissions, queryFn: getFacebookPermissions, retry: adminRetry });
export const useFacebookPermissions = () => useQuery(facebookPermissionsQueryOptions());
