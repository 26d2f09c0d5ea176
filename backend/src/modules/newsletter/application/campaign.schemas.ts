import { z } from 'zod';
import { CAMPAIGN_STATUSES } from '../domain/campaign.aggregate';

export const campaignIdSchema = z.string().uuid('That is not a campaign id');

/** Create & Send, Save Draft and Preview all send this; title, sender and template are optional. */
export const campaignBodySchema = z.object({
  title: z.string().trim().max(200, 'Title can be at most 200 characters').optional(),
  subject: z.string({ required_error: 'Subject is required' }).trim().min(1, 'Please enter a subject line').max(200, 'Subject can be at most 200 characters'),
  content: z
    .string({ required_error: 'Content is required' })
    .trim()
    .min(1, 'Please enter the campaign content')
    .max(100_000, 'Content can be at most 100,000 characters'),
  senderEmail: z.string().trim().toLowerCase().email('Sender email must be a valid email address').max(254).optional(),
  senderName: z.string().trim().min(1).max(100, 'Sender name can be at most 100 characters').optional(),
  templateId: z.string().uuid('templateId must be a template id').nullish(),
});
export type CampaignBody = z.infer<typeof campaignBodySchema>;

export const campaignSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  content: z.string(),
  senderName: z.string(),
  senderEmail: z.string(),
  templateId: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  origin: z.enum(['admin', 'digest']),
  tracking: z.boolean(),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  bounced: z.number().int(),
  pending: z.number().int(),
  uncertain: z.number().int(),
  opens: z.number().int(),
  clicks: z.number().int(),
});

export const campaignListSchema = z.object({ campaigns: z.array(campaignSummarySchema) });
