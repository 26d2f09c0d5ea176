import { queryOptions, useQuery } from '@tanstack/react-query';
import { qualityRulesSchema, type QualityRules } from '../../api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export type QualityRule = QualityRules['items'][number];

/** GET /api/admin/quality-rules: the written-down data-quality rules (codes used in `problems`). */
export const getQualityRules = () => adminRequest('/api/admin/quality-rules', qualityRulesSchema);

export const qualityRulesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.qualityRules, queryFn: getQualityRules, retry: adminRetry, staleTime: 10 * 60_000 });

export const useQualityRules = () => useQuery(qualityRulesQueryOptions());
