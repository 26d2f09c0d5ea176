import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  campaignListSchema,
  campaignSchema,
  recipientOutcomesSchema,
  renderedCampaignSchema,
  sendCampaignAnswerSchema,
  testCampaignAnswerSchema,
  type Campaign,
  type RecipientOutcomes,
  type RenderedCampaign,
} from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

export type { Campaign, RecipientOutcomes, RenderedCampaign };

export interface CampaignInput {
  title?: string;
  subject: string;
  content: string;
  templateId?: string | null;
}

export const getCampaigns = () => adminRequest('/api/newsletter/campaigns', campaignListSchema);
export const campaignsQueryOptions = () => queryOptions({ queryKey: adminKeys.newsletterCampaigns, queryFn: getCampaigns, retry: adminRetry });
export const useCampaigns = () => useQuery(campaignsQueryOptions());

/** POST /api/newsletter/campaigns (new draft) or PUT …/:id (change a draft). */
export const saveCampaign = ({ id, ...body }: CampaignInput & { id?: string | null }) =>
  adminRequest(id ? `/api/newsletter/campaigns/${encodeURIComponent(id)}` : '/api/newsletter/campaigns', campaignSchema, { method: id ? 'PUT' : 'POST', body });
export const sendCampaign = ({ id, scheduledAt, segmentId = null }: { id: string; scheduledAt?: string; segmentId?: string | null }) =>
  adminRequest(`/api/newsletter/campaigns/${encodeURIComponent(id)}/send`, sendCampaignAnswerSchema, {
    method: 'POST',
    body: scheduledAt ? { scheduledAt, segmentId } : { segmentId },
  });
export const cancelCampaign = (id: string) => adminRequest(`/api/newsletter/campaigns/${encodeURIComponent(id)}/cancel`, campaignSchema, { method: 'POST' });
export const previewCampaign = (body: CampaignInput) => adminRequest('/api/newsletter/campaigns/preview', renderedCampaignSchema, { method: 'POST', body });
export const sendTestCampaign = (body: CampaignInput & { email: string }) =>
  adminRequest('/api/newsletter/campaigns/test', testCampaignAnswerSchema, { method: 'POST', body });

function useCampaignMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.newsletter }) });
}
export const useSaveCampaign = () => useCampaignMutation(saveCampaign);
export const useSendCampaign = () => useCampaignMutation(sendCampaign);
export const useCancelCampaign = () => useCampaignMutation(cancelCampaign);
export const usePreviewCampaign = () => useMutation({ mutationFn: previewCampaign });
export const useSendTestCampaign = () => useCampaignMutation(sendTestCampaign);

/** GET /api/newsletter/campaigns/:id/recipients: each recipient's outcome, problems first. */
export const getCampaignRecipients = (id: string, status?: string) =>
  adminRequest(`/api/newsletter/campaigns/${encodeURIComponent(id)}/recipients`, recipientOutcomesSchema, { params: { status, limit: 50 } });
export const useCampaignRecipients = (id: string, status?: string) =>
  useQuery({
    queryKey: [...adminKeys.newsletterCampaigns, 'recipients', id, status ?? 'all'],
    queryFn: () => getCampaignRecipients(id, status),
    retry: adminRetry,
  });
