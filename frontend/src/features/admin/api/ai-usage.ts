import { queryOptions, useQuery } from '@tanstack/react-query';
import { usageResponseSchema } from '@contracts/ai/ai-description.schemas';
import { adminRequest, adminRetry } from './admin-client';
import { aiKeys } from './ai-query-keys';

/** GET /api/admin/ai/usage: stored token counts per provider, model and task, and the latest calls. */
export const getAiUsage = () => adminRequest('/api/admin/ai/usage', usageResponseSchema);

export const aiUsageQueryOptions = () => queryOptions({ queryKey: aiKeys.usage, queryFn: getAiUsage, retry: adminRetry });

export const useAiUsage = () => useQuery(aiUsageQueryOptions());
