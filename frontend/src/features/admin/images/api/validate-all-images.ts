import { validateAllAnswerSchema } from '@contracts/images/image-answers.schema';
import { adminRequest } from '../../api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/ai/validate-all-images — re-analyses every image now and fixes the broken ones. */
export const validateAllImages = () => adminRequest('/api/ai/validate-all-images', validateAllAnswerSchema, { method: 'POST', body: {} });

export const useValidateAllImages = () => useImageMutation(validateAllImages);
