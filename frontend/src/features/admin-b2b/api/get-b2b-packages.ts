import { b2bPackageListSchema } from '../../../lib/api/api-contracts.admin.gen';
import { useQuery } from '@tanstack/react-query';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { b2bKeys } from './b2b-keys';

/** GET /api/b2b-marketing/packages. */
export const getB2bPackages = () => adminRequest('/api/b2b-marketing/packages', b2bPackageListSchema);
export const useB2bPackages = () => useQuery({ queryKey: b2bKeys.packages, queryFn: getB2bPackages, retry: adminRetry });
