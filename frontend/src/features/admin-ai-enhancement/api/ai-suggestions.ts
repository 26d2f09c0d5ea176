import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiSuggestionListSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { aiKeys } from './ai-query-keys';

/** GET /api/admin/ai/events/:id/suggestions: the event's stored suggestions and analyses, newest first. */
export const getAiSuggestions = (eventId: string) => adminRequest(`/api/admin/ai/events/${encodeURIComponent(eventId)}/suggestions`, aiSuggestionListSchema);

export const aiSuggestionsQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: aiKeys.suggestions(eventId), queryFn: () => getAiSuggestions(eventId), retry: adminRetry });

export const useAiSuggestions = (eventId: string | null) => useQuery({ ...aiSuggestionsQueryOptions(eventId ?? ''), enabled: Boolean(eventId) });
