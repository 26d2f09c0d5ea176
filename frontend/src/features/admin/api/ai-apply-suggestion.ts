import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyResponseSchema } from '@contracts/ai/ai-description.schemas';
import { adminRequest } from './admin-client';
import { aiKeys } from './ai-query-keys';
import { adminKeys } from './query-keys';

/** POST /api/admin/ai/suggestions/:id/apply: the event's update command at the suggestion's version (409 if it moved on). */
export const applyAiSuggestion = (suggestionId: string) =>
  adminRequest(`/api/admin/ai/suggestions/${encodeURIComponent(suggestionId)}/apply`, applyResponseSchema, { method: 'POST', body: {} });

export function useApplyAiSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAiSuggestion,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: aiKeys.all }), queryClient.invalidateQueries({ queryKey: adminKeys.events })]),
  });
}
