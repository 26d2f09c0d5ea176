import { z } from 'zod';
import { Command } from '@nestjs/cqrs';
import { CampaignBody } from '../../application/campaign.schemas';

/** One copy of the campaign to one address (not a subscriber), through the same outbox. */
export class SendTestCampaignCommand extends Command<{ success: boolean; message: string }> {
  constructor(
    readonly body: CampaignBody,
    readonly email: string,
  ) {
    super();
  }
}

export const testCampaignAnswerSchema = z.object({ success: z.boolean(), message: z.string() });
