import { dashboardActionAnswerSchema } from '@contracts/images/image-answers.schema';
import { adminRequest } from '../../api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/admin/fix-specific-images (dashboard "Fix Specific Event Images": broken or problematic by rule). */
export const fixProblemImages = () => adminRequest('/api/admin/fix-specific-images', dashboardActionAnswerSchema, { method: 'POST', body: {} });

export const useFixProblemImages = () => useImageMutation(fixProblemImages);
