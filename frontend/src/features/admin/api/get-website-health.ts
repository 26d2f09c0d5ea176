import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from './admin-client';

export const healthCheckSchema = z.object({
  name: z.string(),
  status: z.string(),
  message: z.string(),
  responseTime: z.number().nullish(),
  details: z.record(z.unknown()).nullish(),
});
export type WebsiteHealthCheck = z.infer<typeof healthCheckSchema>;

export const websiteHealthSchema = z.object({
  status: z.string(),
  timestamp: z.string(),
  overallScore: z.number(),
  summary: z.string(),
  checks: z.array(healthCheckSchema),
});
export type WebsiteHealth = z.infer<typeof websiteHealthSchema>;

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
