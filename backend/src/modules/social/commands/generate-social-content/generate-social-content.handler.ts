import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { currentActor, describeActor } from '../../../../platform/actor/actor-context';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { ukDateOf } from '../../../../platform/time/uk-days';
import { AiAnswer, AiProvider, AiTask } from '../../../ai/application/ports/ai-provider.port';
import { AiUsageLog } from '../../../ai/application/ports/ai-suggestion.repository.port';
import { ListCategoriesQuery } from '../../../categories/queries/list-categories/list-categories.query';
import { EventView } from '../../../events/contracts/event-view';
import { FeaturedEventsQuery } from '../../../events/queries/featured-events/featured-events.query';
import { SearchEventsQuery } from '../../../events/queries/search-events/search-events.query';
import { UpcomingEventsQuery } from '../../../events/queries/upcoming-events/upcoming-events.query';
import { CatalogueEvent, toCatalogueEvent } from '../../application/content/catalogue-event';
import { contentStrategyTask } from '../../application/content/content-strategy.task';
import { instagramContentTask } from '../../application/content/instagram-content.task';
import { tiktokScriptsTask } from '../../application/content/tiktok-scripts.task';
import { trafficFunnelsTask } from '../../application/content/traffic-funnels.task';
import { SocialLinks } from '../../application/social-links';
import { UnknownCategoryError } from '../../domain/social-content.errors';
import { GenerateSocialContentCommand } from './generate-social-content.command';

/** How many catalogue events one generation reads (featured first, then the soonest upcoming). */
export const EVENTS_PER_GENERATION = 12;

@CommandHandler(GenerateSocialContentCommand)
export class GenerateSocialContentHandler implements ICommandHandler<GenerateSocialContentCommand> {
  constructor(
    private readonly ai: AiProvider,
    private readonly usage: AiUsageLog,
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly links: SocialLinks,
    private readonly clock: Clock,
  ) {}

  async execute({ kind, category }: GenerateSocialContentCommand) {
    if (kind === 'tiktok') {
      const slug = category ?? '';
      const categories = await this.queries.execute(new ListCategoriesQuery());
      if (!categories.some((c) => c.slug === slug)) throw new UnknownCategoryError(slug);
      const events = await this.categoryEvents(slug);
      const input = { events, category: slug, today: ukDateOf(this.clock.now()) };
      const answer = await this.ask(tiktokScriptsTask, input);
      return { ...meta(answer, events), category: slug, scripts: answer.output.scripts };
    }
    const events = await this.catalogueEvents();
    const input = { events, category: null };
    if (kind === 'strategy') {
      const answer = await this.ask(contentStrategyTask, input);
      return { ...meta(answer, events), strategy: answer.output };
    }
    if (kind === 'instagram') {
      const answer = await this.ask(instagramContentTask, input);
      return { ...meta(answer, events), content: answer.output.content };
    }
    const answer = await this.ask(trafficFunnelsTask, input);
    return { ...meta(answer, events), funnels: answer.output.funnels };
  }

  /** Runs the task and keeps its calls (tokens, fallbacks) in ai_usage, shown on the AI usage panel. */
  private async ask<I, O>(task: AiTask<I, O>, input: I): Promise<AiAnswer<O>> {
    const answer = await this.ai.run(task, input);
    const actor = describeActor(currentActor());
    await this.uow.run((tx) => this.usage.record(tx, answer.calls, { eventId: null, actor }));
    return answer;
  }

  private async catalogueEvents(): Promise<CatalogueEvent[]> {
    const [featured, upcoming] = await Promise.all([
      this.queries.execute(new FeaturedEventsQuery()),
      this.queries.execute(new UpcomingEventsQuery(1, EVENTS_PER_GENERATION)),
    ]);
    return this.toCatalogue([...featured, ...upcoming.events]);
  }

  private async categoryEvents(slug: string): Promise<CatalogueEvent[]> {
    const page = await this.queries.execute(new SearchEventsQuery({ category: slug, sortBy: 'date', page: 1, limit: EVENTS_PER_GENERATION }));
    return this.toCatalogue(page.events.filter((e) => e.upcoming));
  }

  private toCatalogue(events: EventView[]): CatalogueEvent[] {
    const seen = new Set<string>();
    return events
      .filter((e) => !seen.has(e.id) && seen.add(e.id))
      .slice(0, EVENTS_PER_GENERATION)
      .map((e) => toCatalogueEvent(e, this.links.event(e.id)));
  }
}

function meta(answer: AiAnswer<unknown>, events: CatalogueEvent[]) {
  return { success: true, eventsUsed: events.length, provider: answer.provider, model: answer.model, fallbackReason: answer.fallbackReason };
}
