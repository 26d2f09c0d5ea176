import { bulkAnswerSchema } from '@contracts/images/image-answers.schema';
import { adminRequest } from '../../api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/ai/fix-broken-images. */
export const fixBrokenImages = () => adminRequest('/api/ai/fix-broken-images', bulkAnswerSchema, { method: 'POST', body: {} });

export const useFixBrokenImages = () => useImageMutation(fixBrokenImages);
