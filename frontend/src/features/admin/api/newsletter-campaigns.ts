import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export const campaignSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    subject: z.string(),
    content: z.string(),
    templateId: z.string().nullable(),
    status: z.enum(['draft', 'scheduled', 'sending', 'sent', 'cancelled']),
    origin: z.enum(['admin', 'digest']),
    tracking: z.boolean(),
    scheduledAt: z.string().nullable(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    createdAt: z.string(),
    recipients: z.number(),
    sent: z.number(),
    failed: z.number(),
    bounced: z.number(),
    pending: z.number(),
    uncertain: z.number(),
    opens: z.number(),
    clicks: z.number(),
  })
  .passthrough();
export type Campaign = z.infer<typeof campaignSchema>;

export interface CampaignInput {
  title?: string;
  subject: string;
  content: string;
  templateId?: string | null;
}

const sendSchema = z
  .object({ message: z.string(), status: z.string(), recipientCount: z.number(), sentCount: z.number(), failedCount: z.number() })
  .passthrough();
const renderedSchema = z.object({ from: z.string(), replyTo: z.string(), subject: z.string(), html: z.string(), text: z.string() }).passthrough();
export type RenderedCampaign = z.infer<typeof renderedSchema>;

export const getCampaigns = () => adminRequest('/api/newsletter/campaigns', z.object({ campaigns: z.array(campaignSchema) }));
export const campaignsQueryOptions = () => queryOptions({ queryKey: adminKeys.newsletterCampaigns, queryFn: getCampaigns, retry: adminRetry });
export const useCampaigns = () => useQuery(campaignsQueryOptions());

/** POST /api/newsletter/campaigns (new draft) or PUT …/:id (change a draft). */
export const saveCampaign = ({ id, ...body }: CampaignInput & { id?: string | null }) =>
  adminRequest(id ? `/api/newsletter/campaigns/${encodeURIComponent(id)}` : '/api/newsletter/campaigns', campaignSchema, { method: id ? 'PUT' : 'POST', body });
export const sendCampaign = ({ id, scheduledAt, segmentId = null }: { id: string; scheduledAt?: string; segmentId?: string | null }) =>
  adminRequest(`/api/newsletter/campaigns/${encodeURIComponent(id)}/send`, sendSchema, {
    method: 'POST',
    body: scheduledAt ? { scheduledAt, segmentId } : { segmentId },
  });
export const cancelCampaign = (id: string) => adminRequest(`/api/newsletter/campaigns/${encodeURIComponent(id)}/cancel`, campaignSchema, { method: 'POST' });
export const previewCampaign = (body: CampaignInput) => adminRequest('/api/newsletter/campaigns/preview', renderedSchema, { method: 'POST', body });
export const sendTestCampaign = (body: CampaignInput & { email: string }) =>
  adminRequest('/api/newsletter/campaigns/test', z.object({ success: z.boolean(), message: z.string() }), { method: 'POST', body });

function useCampaignMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.newsletter }) });
}
export const useSaveCampaign = () => useCampaignMutation(saveCampaign);
export const useSendCampaign = () => useCampaignMutation(sendCampaign);
export const useCancelCampaign = () => useCampaignMutation(cancelCampaign);
export const usePreviewCampaign = () => useMutation({ mutationFn: previewCampaign });
export const useSendTestCampaign = () => useCampaignMutation(sendTestCampaign);

const outcomesSchema = z.object({
  items: z.array(
    z.object({
      email: z.string(),
      status: z.string(),
      reason: z.string().nullable(),
      attempts: z.number(),
      sentAt: z.string().nullable(),
      uncertain: z.boolean(),
    }),
  ),
  total: z.number(),
});
export type RecipientOutcomes = z.infer<typeof outcomesSchema>;

/** GET /api/newsletter/campaigns/:id/recipients: each recipient's outcome, problems first. */
export const getCampaignRecipients = (id: string, status?: string) =>
  adminRequest(`/api/newsletter/campaigns/${encodeURIComponent(id)}/recipients`, outcomesSchema, { params: { status, limit: 50 } });
export const useCampaignRecipients = (id: string, status?: string) =>
  useQuery({
    queryKey: [...adminKeys.newsletterCampaigns, 'recipients', id, status ?? 'all'],
    queryFn: () => getCampaignRecipients(id, status),
    retry: adminRetry,
  });
