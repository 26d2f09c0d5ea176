import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

export type PromotionPlatform = 'facebook' | 'instagram' | 'tiktok' | 'x';

/** POST /api/social-media/event-promotion: the posts are stored as drafts, so the Publishing list refreshes. */
export const generateEventPromotion = (input: { eventId: string; platforms: PromotionPlatform[] }) =>
  adminRequest('/api/social-media/event-promotion', promotionAnswerSchema, { method: 'POST', body: input });

export function useGenerateEventPromotion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateEventPromotion, onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }) });
}
