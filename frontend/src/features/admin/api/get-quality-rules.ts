import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

const qualityRuleSchema = z.object({ code: z.string(), label: z.string(), description: z.string().nullish() }).passthrough();
export type QualityRule = z.infer<typeof qualityRuleSchema>;

/** GET /api/admin/quality-rules: the written-down data-quality rules (codes used in `problems`). */
export const getQualityRules = () => adminRequest('/api/admin/quality-rules', z.object({ items: z.array(qualityRuleSchema) }).passthrough());

export const qualityRulesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.qualityRules, queryFn: getQualityRules, retry: adminRetry, staleTime: 10 * 60_000 });

export const useQualityRules = () => useQuery(qualityRulesQueryOptions());
