import { queryOptions, useQuery } from '@tanstack/react-query';
import { enhancementStatusSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { imageKeys } from './image-keys';

/** Spec: the status is polled every 30 seconds. */
export const ENHANCEMENT_STATUS_POLL_MS = 30_000;

/** GET /api/ai/enhancement-status. */
export const getEnhancementStatus = () => adminRequest('/api/ai/enhancement-status', enhancementStatusSchema);

export const enhancementStatusQueryOptions = () =>
  queryOptions({ queryKey: imageKeys.status, queryFn: getEnhancementStatus, retry: adminRetry, refetchInterval: ENHANCEMENT_STATUS_POLL_MS });

export const useEnhancementStatus = () => useQuery(enhancementStatusQueryOptions());
