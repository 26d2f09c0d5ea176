import { useQuery } from '@tanstack/react-query';
import { adminRequest, adminRetry } from '../../api/admin-client';
import { instagramAnswerSchema } from './ai-content.schema';
import { socialKeys } from './social-keys';

/** GET /api/social-media/instagram-content. */
export const getInstagramContent = () => adminRequest('/api/social-media/instagram-content', instagramAnswerSchema);
export const useInstagramContent = () => useQuery({ queryKey: socialKeys.instagram, queryFn: getInstagramContent, retry: adminRetry, staleTime: Infinity });
