import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { currentActor, describeActor } from '../../../../platform/actor/actor-context';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { ukDateOf } from '../../../../platform/time/uk-days';
import { toCampaignView } from '../../application/campaign.view';
import { B2bCampaignRepository } from '../../application/ports/b2b-campaign.repository.port';
import { b2bCampaignTask } from '../../application/tasks/b2b-campaign.task';
import { B2B_CALLS_TO_ACTION, B2bCampaignView } from '../../contracts/b2b-marketing.schemas';
import { B2bCampaign } from '../../domain/b2b-campaign.aggregate';
import { campaignSlots } from '../../domain/campaign-schedule';
import { B2bWriter } from '../b2b-writer';
import { CreateB2bCampaignCommand } from './create-campaign.command';

@CommandHandler(CreateB2bCampaignCommand)
export class CreateB2bCampaignHandler implements ICommandHandler<CreateB2bCampaignCommand> {
  constructor(
    private readonly writer: B2bWriter,
    private readonly campaigns: B2bCampaignRepository,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ request: r }: CreateB2bCampaignCommand): Promise<B2bCampaignView> {
    const now = this.clock.now();
    const days = campaignSlots(ukDateOf(now), r.duration);
    const slots = days.map((d, i) => ({
      day: d.day,
      at: d.at,
      platform: r.platforms[i % r.platforms.length]!,
      callToAction: B2B_CALLS_TO_ACTION[i % B2B_CALLS_TO_ACTION.length]!,
    }));
    const figures = await this.writer.figures();
    const a = await this.writer.write(b2bCampaignTask, { figures, campaignName: r.campaignName, targetAudience: r.targetAudience, slots });
    const campaign = B2bCampaign.create(randomUUID(), {
      campaignName: r.campaignName,
      targetAudience: r.targetAudience,
      platforms: r.platforms,
      startDate: days[0]!.day,
      endDate: days[days.length - 1]!.day,
      // Reach: the upcoming events the campaign can point to; engagement and leads start at zero and are never estimated.
      targetMetrics: { reach: figures.upcomingEvents, engagement: 0, leads: 0 },
      posts: slots.map((s, i) => ({
        platform: s.platform,
        targetAudience: r.targetAudience,
        callToAction: s.callToAction,
        content: a.output.posts[i]!,
        scheduledTime: s.at,
      })),
      provider: a.provider,
      model: a.model,
      fallbackReason: a.fallbackReason,
      createdBy: describeActor(currentActor()),
      createdAt: now,
    });
    await this.uow.run((tx) => this.campaigns.add(tx, campaign));
    return toCampaignView(campaign);
  }
}
