import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { socialQueueSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

export interface SocialQueueParams {
  /** First UK day, YYYY-MM-DD. */
  from: string;
  days: number;
  platform?: string;
}

/** GET /api/social-media/queue: scheduled and published posts of a range of UK days. */
export const getSocialQueue = (params: SocialQueueParams) => adminRequest('/api/social-media/queue', socialQueueSchema, { params: { ...params } });
export const useSocialQueue = (params: SocialQueueParams) =>
  useQuery({ queryKey: socialKeys.queue(params), queryFn: () => getSocialQueue(params), retry: adminRetry, placeholderData: keepPreviousData });
