import { bulkImageAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/ai/conditional-bulk-enhancement {maxEnhancements ≤ 50}. */
export const conditionalBulkEnhancement = (maxEnhancements: number) =>
  adminRequest('/api/ai/conditional-bulk-enhancement', bulkImageAnswerSchema, { method: 'POST', body: { maxEnhancements } });

export const useConditionalBulkEnhancement = () => useImageMutation(conditionalBulkEnhancement);
