import { Command } from '@nestjs/cqrs';

export interface TrackRequest {
  kind: 'open' | 'click';
  campaignId: string;
  subscriberId: string;
  /** The signed target (clicks only). */
  url?: string;
  sig: string;
}

/** Counts an open or a click; answers the redirect target (clicks), or null when the signature does not match. */
export class TrackCampaignCommand extends Command<{ valid: boolean; redirectTo: string | null }> {
  constructor(readonly request: TrackRequest) {
    super();
  }
}
