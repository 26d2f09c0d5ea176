import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

const figure = z.number().nullable();
export const campaignReportSchema = z.object({
  campaign: z.object({
    id: z.string(),
    title: z.string(),
    subject: z.string(),
    status: z.string(),
    tracking: z.boolean(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    segment: z.object({ id: z.string(), name: z.string() }).nullable(),
  }),
  figures: z.object({
    sent: z.number(),
    delivered: z.number(),
    failed: z.number(),
    bounced: z.number(),
    pending: z.number(),
    opened: figure,
    clicked: figure,
    unsubscribed: figure,
  }),
  timeline: z.array(z.object({ start: z.string(), unit: z.enum(['hour', 'day']), opens: z.number(), clicks: z.number() })),
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;

export const getCampaignReport = (id: string) => adminRequest(`/api/admin/newsletter/campaigns/${encodeURIComponent(id)}/report`, campaignReportSchema);
export const useCampaignReport = (id: string) =>
  useQuery({ queryKey: [...adminKeys.newsletterCampaigns, id, 'report'], queryFn: () => getCampaignReport(id), retry: adminRetry });
