import { b2bAnalyticsSchema } from '../../../lib/api/api-contracts.admin.gen';
import { useQuery } from '@tanstack/react-query';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { b2bKeys } from './b2b-keys';

/** GET /api/b2b-marketing/analytics. */
export const getB2bAnalytics = () => adminRequest('/api/b2b-marketing/analytics', b2bAnalyticsSchema);
export const useB2bAnalytics = () => useQuery({ queryKey: b2bKeys.analytics, queryFn: getB2bAnalytics, retry: adminRetry });
