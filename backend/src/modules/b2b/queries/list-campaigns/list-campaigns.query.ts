import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { B2bCampaignView } from '../../contracts/b2b-marketing.schemas';

export const listCampaignsRequestSchema = z
  .object({ limit: z.coerce.number().int().min(1).max(100).default(20), offset: z.coerce.number().int().min(0).default(0) })
  .strict();
export type ListCampaignsRequest = z.infer<typeof listCampaignsRequestSchema>;

/** Stored campaigns, newest first. */
export class ListB2bCampaignsQuery extends Query<{ items: B2bCampaignView[]; total: number }> {
  constructor(readonly request: ListCampaignsRequest) {
    super();
  }
}
