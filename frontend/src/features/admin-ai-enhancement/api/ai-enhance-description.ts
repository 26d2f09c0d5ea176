import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnhancementOptions } from '@contracts/ai/ai-description.schemas';
import { aiEnhanceAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { aiKeys } from './ai-query-keys';

/** POST /api/ai/enhance-description/:id {tone, focus, length, includeKeywords}: a stored suggestion, the event unchanged. */
export const enhanceDescription = ({ eventId, options }: { eventId: string; options: EnhancementOptions }) =>
  adminRequest(`/api/ai/enhance-description/${encodeURIComponent(eventId)}`, aiEnhanceAnswerSchema, { method: 'POST', body: options });

export function useEnhanceDescription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enhanceDescription, onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }) });
}
