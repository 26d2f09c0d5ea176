import { validateAllImagesAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/ai/validate-all-images — re-analyses every image now and fixes the broken ones. */
export const validateAllImages = () => adminRequest('/api/ai/validate-all-images', validateAllImagesAnswerSchema, { method: 'POST', body: {} });

export const useValidateAllImages = () => useImageMutation(validateAllImages);
