import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiAnalyzeAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { aiKeys } from './ai-query-keys';

/** POST /api/ai/analyze-description/:id (no body): score, strengths, suggestions, keywords and the measures behind them. */
export const analyzeDescription = (eventId: string) =>
  adminRequest(`/api/ai/analyze-description/${encodeURIComponent(eventId)}`, aiAnalyzeAnswerSchema, { method: 'POST', body: {} });

export function useAnalyzeDescription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: analyzeDescription, onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }) });
}
