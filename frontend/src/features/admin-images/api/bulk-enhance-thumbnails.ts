import { bulkImageAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/ai/bulk-enhance-thumbnails {eventIds} (at most 50; applied above confidence 0.6). */
export const bulkEnhanceThumbnails = (eventIds: string[]) =>
  adminRequest('/api/ai/bulk-enhance-thumbnails', bulkImageAnswerSchema, { method: 'POST', body: { eventIds } });

export const useBulkEnhanceThumbnails = () => useImageMutation(bulkEnhanceThumbnails);
