import { z } from 'zod';
import { Query } from '@nestjs/cqrs';
import { RenderedCampaign } from '../../application/campaign-preview';
import { CampaignBody } from '../../application/campaign.schemas';

export class PreviewCampaignQuery extends Query<RenderedCampaign> {
  constructor(readonly body: CampaignBody) {
    super();
  }
}

export const renderedCampaignSchema = z.object({
  from: z.string(),
  replyTo: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string()),
});
