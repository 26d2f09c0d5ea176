import { enhanceThumbnailAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/ai/enhance-thumbnail/:eventId — applies the best picture (or the generated cover). */
export const enhanceThumbnail = (eventId: string) =>
  adminRequest(`/api/ai/enhance-thumbnail/${encodeURIComponent(eventId)}`, enhanceThumbnailAnswerSchema, { method: 'POST', body: {} });

export const useEnhanceThumbnail = () => useImageMutation(enhanceThumbnail);
