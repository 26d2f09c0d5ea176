import { useMutation } from '@tanstack/react-query';
import { enhancementPreviewSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';

/** GET /api/ai/enhancement-preview/:eventId — reads the image and the official website now, changes nothing. */
export const getEnhancementPreview = (eventId: string) => adminRequest(`/api/ai/enhancement-preview/${encodeURIComponent(eventId)}`, enhancementPreviewSchema);

/** Run on demand (a button), so it is a mutation in react-query's terms although the call is a GET. */
export const useEnhancementPreview = () => useMutation({ mutationFn: getEnhancementPreview });
