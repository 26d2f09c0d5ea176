import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

/** Fields may grow: the dashboard shows the overall status and the parts it understands. */
export const systemStatusSchema = z
  .object({
    status: z.string(),
    checkedAt: z.string().nullish(),
    database: z.object({ status: z.string(), latencyMs: z.number().nullish() }).passthrough().nullish(),
    readModel: z.object({ status: z.string().nullish(), adapter: z.string().nullish(), documents: z.number().nullish() }).passthrough().nullish(),
    bus: z.object({ adapter: z.string().nullish() }).passthrough().nullish(),
    projections: z
      .array(z.object({ name: z.string(), checkpoint: z.unknown(), lag: z.number().nullish(), parked: z.number().nullish() }).passthrough())
      .nullish(),
    mail: z.object({ adapter: z.string().nullish(), pending: z.number().nullish(), failed: z.number().nullish() }).passthrough().nullish(),
    uptimeSeconds: z.number().nullish(),
    version: z.string().nullish(),
  })
  .passthrough();
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** GET /api/admin/system-status. */
export const getSystemStatus = () => adminRequest('/api/admin/system-status', systemStatusSchema);

export const systemStatusQueryOptions = () => queryOptions({ queryKey: adminKeys.systemStatus, queryFn: getSystemStatus, retry: adminRetry });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
