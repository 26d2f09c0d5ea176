import { bulkAnswerSchema } from '@contracts/images/image-answers.schema';
import { adminRequest } from '../../api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/ai/conditional-bulk-enhancement {maxEnhancements ≤ 50}. */
export const conditionalBulkEnhancement = (maxEnhancements: number) =>
  adminRequest('/api/ai/conditional-bulk-enhancement', bulkAnswerSchema, { method: 'POST', body: { maxEnhancements } });

export const useConditionalBulkEnhancement = () => useImageMutation(conditionalBulkEnhancement);
