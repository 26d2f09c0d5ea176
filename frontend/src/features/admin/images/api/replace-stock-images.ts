import { dashboardActionAnswerSchema } from '@contracts/images/image-answers.schema';
import { adminRequest } from '../../api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/admin/replace-unsplash-images (dashboard "Replace Unsplash Images": every stock library). */
export const replaceStockImages = () => adminRequest('/api/admin/replace-unsplash-images', dashboardActionAnswerSchema, { method: 'POST', body: {} });

export const useReplaceStockImages = () => useImageMutation(replaceStockImages);
