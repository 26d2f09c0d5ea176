import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export const adminStatsSchema = z
  .object({
    totalEvents: z.number(),
    validEvents: z.number(),
    invalidEvents: z.number(),
    validPercent: z.number(),
    byProblem: z.record(z.number()).default({}),
    byStatus: z.object({ draft: z.number(), published: z.number(), expired: z.number(), removed: z.number() }).partial().default({}),
  })
  .passthrough();
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/stats: event totals and data-quality figures from the read model. */
export const getAdminStats = () => adminRequest('/api/admin/stats', adminStatsSchema);

export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats, queryFn: getAdminStats, retry: adminRetry });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
