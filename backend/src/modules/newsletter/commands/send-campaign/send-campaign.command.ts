import { z } from 'zod';
import { Command } from '@nestjs/cqrs';

export interface SendCampaignResult {
  message: string;
  status: 'scheduled' | 'sending' | 'sent';
  recipientCount: number;
  /** Delivered so far (the outbox keeps sending after the answer). */
  sentCount: number;
  failedCount: number;
  scheduledAt: string | null;
}

/**
 * Send now (at = null) or at a chosen time. Sending again answers the state instead of sending twice. `segmentId`
 * chooses the audience (null: every active subscriber; undefined: keep the one stored, e.g. when a schedule starts).
 */
export class SendCampaignCommand extends Command<SendCampaignResult> {
  constructor(
    readonly id: string,
    readonly at: Date | null,
    readonly segmentId?: string | null,
  ) {
    super();
  }
}

/** The answer to POST /api/newsletter/campaigns/:id/send. */
export const sendCampaignAnswerSchema = z.object({
  message: z.string(),
  status: z.enum(['scheduled', 'sending', 'sent']),
  recipientCount: z.number().int(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  scheduledAt: z.string().nullable(),
});
