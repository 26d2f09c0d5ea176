import { scheduledEnhancementAnswerSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/ai/scheduled-enhancement — the daily job's work, now. */
export const runScheduledEnhancement = () => adminRequest('/api/ai/scheduled-enhancement', scheduledEnhancementAnswerSchema, { method: 'POST', body: {} });

export const useScheduledEnhancement = () => useImageMutation(runScheduledEnhancement);
