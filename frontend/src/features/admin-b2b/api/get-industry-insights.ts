import type { IndustryInsightsRequest } from '@contracts/b2b/b2b-marketing.schemas';
import { b2bInsightsSchema } from '../../../lib/api/api-contracts.admin.gen';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin/api/admin-client';

/** POST /api/b2b-marketing/industry-insights. */
export const getIndustryInsights = (input: IndustryInsightsRequest) =>
  adminRequest('/api/b2b-marketing/industry-insights', b2bInsightsSchema, { method: 'POST', body: input });
export const useIndustryInsights = () => useMutation({ mutationFn: getIndustryInsights });
