import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from '../../api/admin-client';
import { socialKeys } from './social-keys';

export const tiktokStatusSchema = z.object({
  success: z.boolean(),
  status: z.object({
    hasClientKey: z.boolean(),
    hasClientSecret: z.boolean(),
    hasAccessToken: z.boolean(),
    hasOpenId: z.boolean(),
    configured: z.boolean(),
    redirectUri: z.string(),
    canStoreTokens: z.boolean(),
  }),
  connection: z
    .object({ displayName: z.string().nullable(), connectedAt: z.string(), accessExpiresAt: z.string(), refreshedAt: z.string().nullable() })
    .nullable(),
  nextSteps: z.array(z.string()),
});
export type TikTokStatus = z.infer<typeof tiktokStatusSchema>;

/** The spec polls the status every 5 seconds. */
export const TIKTOK_STATUS_POLL_MS = 5_000;

/** GET /api/tiktok/status. */
export const getTikTokStatus = () => adminRequest('/api/tiktok/status', tiktokStatusSchema);
export const tiktokStatusQueryOptions = () => queryOptions({ queryKey: socialKeys.tiktokStatus, queryFn: getTikTokStatus, retry: adminRetry });
export const useTikTokStatus = (poll = false) => useQuery({ ...tiktokStatusQueryOptions(), refetchInterval: poll ? TIKTOK_STATUS_POLL_MS : false });
