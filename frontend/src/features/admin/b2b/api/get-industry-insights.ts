import { b2bInsightsSchema, IndustryInsightsRequest } from '@contracts/b2b/b2b-marketing.schemas';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-client';

/** POST /api/b2b-marketing/industry-insights. */
export const getIndustryInsights = (input: IndustryInsightsRequest) =>
  adminRequest('/api/b2b-marketing/industry-insights', b2bInsightsSchema, { method: 'POST', body: input });
export const useIndustryInsights = () => useMutation({ mutationFn: getIndustryInsights });
