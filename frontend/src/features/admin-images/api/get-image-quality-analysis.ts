import { queryOptions, useQuery } from '@tanstack/react-query';
import { imageQualityAnalysisSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { imageKeys } from './image-keys';

/** GET /api/ai/image-quality-analysis: stored figures, no fetching on the server. */
export const getImageQualityAnalysis = () => adminRequest('/api/ai/image-quality-analysis', imageQualityAnalysisSchema);

export const imageQualityAnalysisQueryOptions = () => queryOptions({ queryKey: imageKeys.analysis, queryFn: getImageQualityAnalysis, retry: adminRetry });

export const useImageQualityAnalysis = () => useQuery(imageQualityAnalysisQueryOptions());
