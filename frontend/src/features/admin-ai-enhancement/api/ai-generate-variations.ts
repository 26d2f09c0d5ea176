import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiVariationsAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { aiKeys } from './ai-query-keys';

/** The spec always asks for three. */
export const VARIATION_COUNT = 3;

/** POST /api/ai/generate-variations/:id {count: 3}: distinct texts, each stored as a suggestion. */
export const generateVariations = (eventId: string) =>
  adminRequest(`/api/ai/generate-variations/${encodeURIComponent(eventId)}`, aiVariationsAnswerSchema, { method: 'POST', body: { count: VARIATION_COUNT } });

export function useGenerateVariations() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateVariations, onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }) });
}
