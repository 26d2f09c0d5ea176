import { useQuery } from '@tanstack/react-query';
import { adminRequest, adminRetry } from '../../api/admin-client';
import { funnelsAnswerSchema } from './ai-content.schema';
import { socialKeys } from './social-keys';

/** GET /api/social-media/traffic-funnels. */
export const getTrafficFunnels = () => adminRequest('/api/social-media/traffic-funnels', funnelsAnswerSchema);
export const useTrafficFunnels = () => useQuery({ queryKey: socialKeys.funnels, queryFn: getTrafficFunnels, retry: adminRetry, staleTime: Infinity });
