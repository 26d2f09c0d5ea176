import type { GenerateContentRequest } from '@contracts/b2b/b2b-marketing.schemas';
import { b2bContentSchema } from '../../../lib/api/api-contracts.admin.gen';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin/api/admin-client';

/** POST /api/b2b-marketing/generate-content. */
export const generateB2bContent = (input: GenerateContentRequest) =>
  adminRequest('/api/b2b-marketing/generate-content', b2bContentSchema, { method: 'POST', body: input });
export const useGenerateB2bContent = () => useMutation({ mutationFn: generateB2bContent });
