import { bulkImageAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/ai/fix-broken-images. */
export const fixBrokenImages = () => adminRequest('/api/ai/fix-broken-images', bulkImageAnswerSchema, { method: 'POST', body: {} });

export const useFixBrokenImages = () => useImageMutation(fixBrokenImages);
