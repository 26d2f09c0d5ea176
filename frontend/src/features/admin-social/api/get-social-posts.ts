import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialPostPageSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

export interface SocialPostsParams {
  limit: number;
  offset: number;
  platform?: string;
  state?: string;
}

/** GET /api/social-media/posts. */
export const getSocialPosts = (params: SocialPostsParams) => adminRequest('/api/social-media/posts', socialPostPageSchema, { params: { ...params } });
export const socialPostsQueryOptions = (params: SocialPostsParams) =>
  queryOptions({ queryKey: socialKeys.posts(params), queryFn: () => getSocialPosts(params), retry: adminRetry });
export const useSocialPosts = (params: SocialPostsParams) => useQuery(socialPostsQueryOptions(params));
