import { useQuery } from '@tanstack/react-query';
import { strategyAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

/** GET /api/social-media/content-strategy: written on each call from the featured and upcoming events. */
export const getContentStrategy = () => adminRequest('/api/social-media/content-strategy', strategyAnswerSchema);
export const useContentStrategy = () => useQuery({ queryKey: socialKeys.contentStrategy, queryFn: getContentStrategy, retry: adminRetry, staleTime: Infinity });
