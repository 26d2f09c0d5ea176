import { b2bContentSchema, GenerateContentRequest } from '@contracts/b2b/b2b-marketing.schemas';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-client';

/** POST /api/b2b-marketing/generate-content. */
export const generateB2bContent = (input: GenerateContentRequest) =>
  adminRequest('/api/b2b-marketing/generate-content', b2bContentSchema, { method: 'POST', body: input });
export const useGenerateB2bContent = () => useMutation({ mutationFn: generateB2bContent });
