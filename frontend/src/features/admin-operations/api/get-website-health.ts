import { queryOptions, useQuery } from '@tanstack/react-query';
import { websiteHealthSchema, type WebsiteHealth } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';

export type { WebsiteHealth };
export type WebsiteHealthCheck = WebsiteHealth['checks'][number];

/** GET /api/website/health-check: twelve checks measured when asked, so never cached between visits. */
export const getWebsiteHealth = () => adminRequest('/api/website/health-check', websiteHealthSchema);

export const websiteHealthQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'website-health'] as const,
    queryFn: getWebsiteHealth,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useWebsiteHealth = () => useQuery(websiteHealthQueryOptions());
