import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import { CampaignRepository } from '../../application/ports/campaign.repository.port';
import { SubscriberAdminRepository } from '../../application/ports/subscriber-admin.repository.port';
import { NewsletterEventTypes } from '../../domain/newsletter.events';
import { SendCampaignCommand } from '../send-campaign/send-campaign.command';
import { ProcessCampaignsCommand } from './process-campaigns.command';

@CommandHandler(ProcessCampaignsCommand)
export class ProcessCampaignsHandler implements ICommandHandler<ProcessCampaignsCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly campaigns: CampaignRepository,
    private readonly subscribers: SubscriberAdminRepository,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<JobResult> {
    let started = 0;
    for (const id of await this.campaigns.dueScheduled(this.clock.now())) {
      await this.commands.execute(new SendCampaignCommand(id, null));
      started += 1;
    }
    let completed = 0;
    let bounced = 0;
    for (const id of await this.campaigns.sending()) {
      const o = await this.campaigns.outcome(id);
      if (o.pending > 0) continue;
      await this.uow.run(async (tx) => {
        const c = await this.campaigns.load(tx, id);
        if (!c || c.status !== 'sending') return;
        const now = this.clock.now();
        c.complete({ sent: o.sent, failed: o.failed, bounced: o.bounced }, now);
        await this.campaigns.save(tx, c);
        const marked = await this.campaigns.markBounced(tx, id, now);
        if (marked > 0) await this.subscribers.recordBatchEvent(tx, NewsletterEventTypes.Bounced, { count: marked, campaignId: id });
        bounced += marked;
        completed += 1;
      });
    }
    return {
      message: `Started ${started} scheduled campaign(s), completed ${completed}, ${bounced} subscriber(s) marked bounced`,
      counts: { started, completed, bounced },
    };
  }
}
