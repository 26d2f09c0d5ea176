import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { CampaignRepository } from '../../application/ports/campaign.repository.port';
import { NewsletterAdminActions } from '../newsletter-admin-action';
import { campaignNotFound } from '../save-campaign/save-campaign.handler';
import { CancelCampaignCommand } from './cancel-campaign.command';

@CommandHandler(CancelCampaignCommand)
export class CancelCampaignHandler implements ICommandHandler<CancelCampaignCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly campaigns: CampaignRepository,
    private readonly actions: NewsletterAdminActions,
    private readonly clock: Clock,
  ) {}

  execute({ id }: CancelCampaignCommand) {
    return this.actions.run('cancel-campaign', { campaignId: id }, async () => {
      await this.uow.run(async (tx) => {
        const c = await this.campaigns.load(tx, id);
        if (!c) throw campaignNotFound();
        c.cancel(this.clock.now());
        await this.campaigns.save(tx, c);
      });
      return { result: (await this.campaigns.summary(id))!, message: 'Campaign cancelled' };
    });
  }
}
