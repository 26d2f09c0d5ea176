import type { CreateCampaignRequest } from '@contracts/b2b/b2b-marketing.schemas';
import { b2bCampaignSchema } from '../../../lib/api/api-contracts.admin.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { b2bKeys } from './b2b-keys';

/** POST /api/b2b-marketing/create-campaign: writes and stores a 7-day campaign. */
export const createB2bCampaign = (input: CreateCampaignRequest) =>
  adminRequest('/api/b2b-marketing/create-campaign', b2bCampaignSchema, { method: 'POST', body: input });

export function useCreateB2bCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createB2bCampaign, onSettled: () => queryClient.invalidateQueries({ queryKey: b2bKeys.all }) });
}
