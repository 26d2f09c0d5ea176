import { b2bPackageListSchema } from '@contracts/b2b/b2b-marketing.schemas';
import { useQuery } from '@tanstack/react-query';
import { adminRequest, adminRetry } from '../../api/admin-client';
import { b2bKeys } from './b2b-keys';

/** GET /api/b2b-marketing/packages. */
export const getB2bPackages = () => adminRequest('/api/b2b-marketing/packages', b2bPackageListSchema);
export const useB2bPackages = () => useQuery({ queryKey: b2bKeys.packages, queryFn: getB2bPackages, retry: adminRetry });
