import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiApplyAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { aiKeys } from './ai-query-keys';
import { adminKeys } from '../../../lib/admin/api/query-keys';

/** POST /api/admin/ai/suggestions/:id/apply: the event's update command at the suggestion's version (409 if it moved on). */
export const applyAiSuggestion = (suggestionId: string) =>
  adminRequest(`/api/admin/ai/suggestions/${encodeURIComponent(suggestionId)}/apply`, aiApplyAnswerSchema, { method: 'POST', body: {} });

export function useApplyAiSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAiSuggestion,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: aiKeys.all }), queryClient.invalidateQueries({ queryKey: adminKeys.events })]),
  });
}
