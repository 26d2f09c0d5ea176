import { queryOptions, useQuery } from '@tanstack/react-query';
import { tiktokStatusSchema, type TikTokStatus } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

export type { TikTokStatus };

/** The spec polls the status every 5 seconds. */
export const TIKTOK_STATUS_POLL_MS = 5_000;

/** GET /api/tiktok/status. */
export const getTikTokStatus = () => adminRequest('/api/tiktok/status', tiktokStatusSchema);
export const tiktokStatusQueryOptions = () => queryOptions({ queryKey: socialKeys.tiktokStatus, queryFn: getTikTokStatus, retry: adminRetry });
export const useTikTokStatus = (poll = false) => useQuery({ ...tiktokStatusQueryOptions(), refetchInterval: poll ? TIKTOK_STATUS_POLL_MS : false });
