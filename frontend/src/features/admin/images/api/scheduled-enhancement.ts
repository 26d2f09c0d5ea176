import { scheduledAnswerSchema } from '@contracts/images/image-answers.schema';
import { adminRequest } from '../../api/admin-client';
import { useImageMutation } from './use-image-mutation';

/** POST /api/ai/scheduled-enhancement — the daily job's work, now. */
export const runScheduledEnhancement = () => adminRequest('/api/ai/scheduled-enhancement', scheduledAnswerSchema, { method: 'POST', body: {} });

export const useScheduledEnhancement = () => useImageMutation(runScheduledEnhancement);
