import { useQuery } from '@tanstack/react-query';
import { instagramAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

/** GET /api/social-media/instagram-content. */
export const getInstagramContent = () => adminRequest('/api/social-media/instagram-content', instagramAnswerSchema);
export const useInstagramContent = () => useQuery({ queryKey: socialKeys.instagram, queryFn: getInstagramContent, retry: adminRetry, staleTime: Infinity });
