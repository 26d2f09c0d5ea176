import { bulkAnswerSchema } from '@contracts/images/image-answers.schema';
import { adminRequest } from '../../api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/ai/bulk-enhance-thumbnails {eventIds} (at most 50; applied above confidence 0.6). */
export const bulkEnhanceThumbnails = (eventIds: string[]) =>
  adminRequest('/api/ai/bulk-enhance-thumbnails', bulkAnswerSchema, { method: 'POST', body: { eventIds } });

export const useBulkEnhanceThumbnails = () => useImageMutation(bulkEnhanceThumbnails);
