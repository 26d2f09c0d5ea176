import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from '../../api/admin-client';
import { socialKeys } from './social-keys';
import { socialPostSchema } from './social-post.schema';

const postPageSchema = z.object({ items: z.array(socialPostSchema), total: z.number() });
export interface SocialPostsParams {
  limit: number;
  offset: number;
  platform?: string;
  state?: string;
}

/** GET /api/social-media/posts. */
export const getSocialPosts = (params: SocialPostsParams) => adminRequest('/api/social-media/posts', postPageSchema, { params: { ...params } });
export const socialPostsQueryOptions = (params: SocialPostsParams) =>
  queryOptions({ queryKey: socialKeys.posts(params), queryFn: () => getSocialPosts(params), retry: adminRetry });
export const useSocialPosts = (params: SocialPostsParams) => useQuery(socialPostsQueryOptions(params));
