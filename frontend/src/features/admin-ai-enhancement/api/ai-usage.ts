import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiUsageSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { aiKeys } from './ai-query-keys';

/** GET /api/admin/ai/usage: stored token counts per provider, model and task, and the latest calls. */
export const getAiUsage = () => adminRequest('/api/admin/ai/usage', aiUsageSchema);

export const aiUsageQueryOptions = () => queryOptions({ queryKey: aiKeys.usage, queryFn: getAiUsage, retry: adminRetry });

export const useAiUsage = () => useQuery(aiUsageQueryOptions());
