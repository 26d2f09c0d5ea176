import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { currentActor, describeActor } from '../../../../platform/actor/actor-context';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { DomainError } from '../../../../platform/domain/domain-error';
import { AiProvider } from '../../../ai/application/ports/ai-provider.port';
import { AiUsageLog } from '../../../ai/application/ports/ai-suggestion.repository.port';
import { GetEventQuery } from '../../../events/queries/get-event/get-event.query';
import { toCatalogueEvent } from '../../application/content/catalogue-event';
import { eventPromotionTask } from '../../application/content/event-promotion.task';
import { SocialLinks } from '../../application/social-links';
import { EventNotPostableError } from '../../domain/social.errors';
import { FacebookPublisher } from '../facebook-publisher';
import { GenerateEventPromotionCommand, PromotionAnswer } from './generate-event-promotion.command';

@CommandHandler(GenerateEventPromotionCommand)
export class GenerateEventPromotionHandler implements ICommandHandler<GenerateEventPromotionCommand> {
  constructor(
    private readonly ai: AiProvider,
    private readonly usage: AiUsageLog,
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly links: SocialLinks,
    private readonly publisher: FacebookPublisher,
  ) {}

  async execute({ eventId, platforms }: GenerateEventPromotionCommand): Promise<PromotionAnswer> {
    const view = await this.queries.execute(new GetEventQuery(eventId)).catch((error: unknown) => {
      if (error instanceof DomainError && (error.kind === 'not-found' || error.kind === 'gone')) throw new EventNotPostableError(eventId);
      throw error;
    });
    if (!view.upcoming) throw new EventNotPostableError(eventId);
    const link = this.links.event(view.id);
    const event = toCatalogueEvent(view, link);
    const answer = await this.ai.run(eventPromotionTask, { event, platforms });
    const actor = describeActor(currentActor());
    await this.uow.run((tx) => this.usage.record(tx, answer.calls, { eventId: view.id, actor }));
    const posts = [];
    // Each post is its own draft (with its event in event_log) so the Publishing tab can publish it.
    for (const p of answer.output.posts) {
      const content = [p.content, p.hashtags.join(' ')].filter(Boolean).join('\n\n');
      const draft = await this.publisher.draft({ platform: p.platform, source: 'ai', content, link, eventId: view.id });
      posts.push({ ...p, postId: draft.id });
    }
    return { success: true, eventId: view.id, posts, provider: answer.provider, model: answer.model, fallbackReason: answer.fallbackReason };
  }
}
