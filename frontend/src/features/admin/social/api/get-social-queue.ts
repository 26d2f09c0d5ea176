import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from '../../api/admin-client';
import { socialKeys } from './social-keys';
import { socialPostSchema } from './social-post.schema';

export interface SocialQueueParams {
  /** First UK day, YYYY-MM-DD. */
  from: string;
  days: number;
  platform?: string;
}

const queueSchema = z.object({ from: z.string(), to: z.string(), items: z.array(socialPostSchema) });

/** GET /api/social-media/queue: scheduled and published posts of a range of UK days. */
export const getSocialQueue = (params: SocialQueueParams) => adminRequest('/api/social-media/queue', queueSchema, { params: { ...params } });
export const useSocialQueue = (params: SocialQueueParams) =>
  useQuery({ queryKey: socialKeys.queue(params), queryFn: () => getSocialQueue(params), retry: adminRetry, placeholderData: keepPreviousData });
