import { b2bCompetitorSchema } from '../../../lib/api/api-contracts.admin.gen';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin/api/admin-client';

/** POST /api/b2b-marketing/competitor-analysis (no body). */
export const getCompetitorAnalysis = () => adminRequest('/api/b2b-marketing/competitor-analysis', b2bCompetitorSchema, { method: 'POST', body: {} });
export const useCompetitorAnalysis = () => useMutation({ mutationFn: getCompetitorAnalysis });
