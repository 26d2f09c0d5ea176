import { imageDashboardActionAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/admin/fix-specific-images (dashboard "Fix Specific Event Images": broken or problematic by rule). */
export const fixProblemImages = () => adminRequest('/api/admin/fix-specific-images', imageDashboardActionAnswerSchema, { method: 'POST', body: {} });

export const useFixProblemImages = () => useImageMutation(fixProblemImages);
