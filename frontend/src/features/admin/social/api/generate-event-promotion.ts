import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-client';
import { promotionAnswerSchema } from './ai-content.schema';
import { socialKeys } from './social-keys';

export type PromotionPlatform = 'facebook' | 'instagram' | 'tiktok' | 'x';

/** POST /api/social-media/event-promotion: the posts are stored as drafts, so the Publishing list refreshes. */
export const generateEventPromotion = (input: { eventId: string; platforms: PromotionPlatform[] }) =>
  adminRequest('/api/social-media/event-promotion', promotionAnswerSchema, { method: 'POST', body: input });

export function useGenerateEventPromotion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateEventPromotion, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }) });
}
