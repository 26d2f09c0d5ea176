import { useQuery } from '@tanstack/react-query';
import { tiktokAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

/** GET /api/social-media/tiktok-scripts?category=: runs only once a category is chosen (spec section 5). */
export const getTikTokScripts = (category: string) => adminRequest('/api/social-media/tiktok-scripts', tiktokAnswerSchema, { params: { category } });
export const useTikTokScripts = (category: string) =>
  useQuery({
    queryKey: socialKeys.tiktokScripts(category),
    queryFn: () => getTikTokScripts(category),
    enabled: category !== '',
    retry: adminRetry,
    staleTime: Infinity,
  });
