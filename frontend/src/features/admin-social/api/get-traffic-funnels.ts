import { useQuery } from '@tanstack/react-query';
import { funnelsAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

/** GET /api/social-media/traffic-funnels. */
export const getTrafficFunnels = () => adminRequest('/api/social-media/traffic-funnels', funnelsAnswerSchema);
export const useTrafficFunnels = () => useQuery({ queryKey: socialKeys.funnels, queryFn: getTrafficFunnels, retry: adminRetry, staleTime: Infinity });
