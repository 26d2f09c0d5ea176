import { z } from 'zod';
import { Query } from '@nestjs/cqrs';
import { RecipientOutcome } from '../../application/ports/campaign.repository.port';

export class CampaignRecipientsQuery extends Query<{ items: RecipientOutcome[]; total: number; page: number; limit: number }> {
  constructor(
    readonly id: string,
    readonly status: RecipientOutcome['status'] | null,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}

export const RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'failed', 'bounced', 'uncertain'] as const;

/** One page of a campaign's recipients with their outcomes. */
export const recipientOutcomesSchema = z.object({
  items: z.array(
    z.object({
      email: z.string(),
      status: z.enum(RECIPIENT_STATUSES),
      reason: z.string().nullable(),
      attempts: z.number().int(),
      sentAt: z.string().nullable(),
      uncertain: z.boolean(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
