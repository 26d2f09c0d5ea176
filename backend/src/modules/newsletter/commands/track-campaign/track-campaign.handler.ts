import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/time/clock';
import { CampaignRepository } from '../../application/ports/campaign.repository.port';
import { validLinkSignature } from '../../../mail/contracts/double-opt-in';
import { TrackCampaignCommand } from './track-campaign.command';

/** A redirect goes only to the URL that was signed for this campaign and recipient: no open redirect. */
@CommandHandler(TrackCampaignCommand)
export class TrackCampaignHandler implements ICommandHandler<TrackCampaignCommand> {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ request: r }: TrackCampaignCommand) {
    const key = await this.campaigns.trackingKey();
    const signed = r.kind === 'open' ? 'open' : (r.url ?? '');
    if (!validLinkSignature(key, [r.campaignId, r.subscriberId, signed], r.sig)) return { valid: false, redirectTo: null };
    if (r.kind === 'open') await this.campaigns.recordOpen(r.campaignId, r.subscriberId, this.clock.now());
    else await this.campaigns.recordClick(r.campaignId, r.subscriberId, this.clock.now());
    return { valid: true, redirectTo: r.kind === 'click' ? r.url! : null };
  }
}
