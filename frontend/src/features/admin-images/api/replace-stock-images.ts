import { imageDashboardActionAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/admin/replace-unsplash-images (dashboard "Replace Unsplash Images": every stock library). */
export const replaceStockImages = () => adminRequest('/api/admin/replace-unsplash-images', imageDashboardActionAnswerSchema, { method: 'POST', body: {} });

export const useReplaceStockImages = () => useImageMutation(replaceStockImages);
