import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import { UpcomingEventsQuery } from '../../../events/queries/upcoming-events/upcoming-events.query';
import { AutomationRepository } from '../../application/ports/automation.repository.port';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { SocialLinks } from '../../application/social-links';
import { dueSlots, PlanSlot } from '../../domain/automation-plan';
import { festivalPostText, festivalPostTextWithin, PostableFestival } from '../../domain/festival-post-text';
import { PLATFORM_NAME, SocialPost } from '../../domain/social-post.aggregate';
import { X_POST_MAX, xPostLength } from '../../domain/x-post-length';
import { DuplicatePostError } from '../../domain/social.errors';
import { PostPublisher } from '../post-publisher';
import { RunAutomationPlanCommand } from './run-automation-plan.command';

/** A festival given a plan slot (or published) on a platform within this many days is not picked again there. */
export const PLAN_REPOST_AFTER_DAYS = 7;

type Outcome = { kind: 'published' | 'failed' | 'skipped' | 'taken'; text: string };

/**
 * At each due slot of the automation plan, while automation is Active: drafts a post about the next upcoming festival
 * not given to that platform in the last week and publishes it through the platform's publisher. One post per slot
 * (the `plan_slot` unique key), so a second tick, a second instance or a restart never posts a slot twice. A platform
 * that is not configured or connected is skipped with the reason; a refusal by the platform is stored on the post.
 */
@CommandHandler(RunAutomationPlanCommand)
export class RunAutomationPlanHandler implements ICommandHandler<RunAutomationPlanCommand> {
  constructor(
    private readonly automation: AutomationRepository,
    private readonly posts: SocialPostRepository,
    private readonly publisher: PostPublisher,
    private readonly queries: QueryBus,
    private readonly links: SocialLinks,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<JobResult> {
    const due = dueSlots(this.clock.now());
    const counts = { published: 0, failed: 0, skipped: 0 };
    if (due.length === 0) return { message: 'No plan slot is due', counts };
    const { state } = (await this.automation.current()).state;
    if (state !== 'active') {
      counts.skipped = due.length;
      return { message: `Automation is ${state}; ${due.map(slotLabel).join(', ')} not posted`, counts };
    }
    const lines: string[] = [];
    for (const slot of due) {
      const outcome = await this.post(slot);
      if (outcome.kind === 'taken') continue;
      counts[outcome.kind] += 1;
      lines.push(`${slotLabel(slot)}: ${outcome.text}`);
    }
    const message = lines.length ? lines.join('; ') : `${due.map(slotLabel).join(', ')} already posted`;
    // A refusal is stored on its post; the run is also a failed operation, so it is seen in the operations log.
    if (counts.failed > 0) throw new Error(message);
    return { message, counts };
  }

  private async post(slot: PlanSlot): Promise<Outcome> {
    if (await this.posts.planSlotTaken(slot.key)) return { kind: 'taken', text: '' };
    const channel = this.publisher.channelOrNull(slot.platform);
    if (channel) {
      const notReady = await channel.ensureReady().then(
        () => null,
        (error: unknown) => {
          if (error instanceof DomainError) return error.message;
          throw error;
        },
      );
      if (notReady) return { kind: 'skipped', text: `skipped, ${notReady}` };
    }
    const festival = await this.pick(slot);
    if (!festival) return { kind: 'skipped', text: `skipped, no upcoming festival left that was not posted there in the last ${PLAN_REPOST_AFTER_DAYS} days` };

    const url = this.links.event(festival.id);
    const content = slot.platform === 'x' ? festivalPostTextWithin(festival, url, X_POST_MAX, xPostLength) : festivalPostText(festival, url);
    let id: string;
    try {
      id = await this.uow.run(async (tx) => {
        const now = this.clock.now();
        const post = SocialPost.draft(
          randomUUID(),
          { platform: slot.platform, source: 'scheduler', content, link: url, eventId: festival.id, format: slot.format, planSlot: slot.key },
          now,
        );
        post.schedule(slot.at, now);
        await this.posts.add(tx, post);
        return post.id;
      });
    } catch (error) {
      // Another run took the slot between the check and the insert: the unique key keeps one post.
      if (error instanceof DuplicatePostError) return { kind: 'taken', text: '' };
      throw error;
    }
    const post = await this.publisher.publishDue(id);
    if (!post) return { kind: 'taken', text: '' };
    return post.state.state === 'published'
      ? { kind: 'published', text: `posted ${festival.title}` }
      : { kind: 'failed', text: `${festival.title} refused: ${post.state.error}` };
  }

  private async pick(slot: PlanSlot): Promise<PostableFestival | null> {
    const since = new Date(this.clock.now().getTime() - PLAN_REPOST_AFTER_DAYS * 86_400_000);
    const recent = await this.posts.eventIdsPlannedOrPublishedSince(slot.platform, since);
    const { events } = await this.queries.execute(new UpcomingEventsQuery(1, 50));
    return events.find((e) => !recent.has(e.id)) ?? null;
  }
}

function slotLabel(slot: PlanSlot): string {
  return `${PLATFORM_NAME[slot.platform]} ${slot.format === 'story' ? 'story ' : ''}${slot.ukTime}`;
}
