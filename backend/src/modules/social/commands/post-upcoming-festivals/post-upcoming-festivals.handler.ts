import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppConfig } from '../../../../platform/config/app-config';
import { Clock } from '../../../../platform/time/clock';
import { ukDateOf } from '../../../../platform/time/uk-days';
import { UpcomingEventsQuery } from '../../../events/queries/upcoming-events/upcoming-events.query';
import { PostRunResult } from '../../application/post.view';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { SocialLinks } from '../../application/social-links';
import { festivalPostText, PostableFestival, PostStyle, startsWithinDays } from '../../domain/festival-post-text';
import { FacebookPublisher } from '../facebook-publisher';
import { PostUpcomingFestivalsCommand } from './post-upcoming-festivals.command';

/** The spec: the next three upcoming festivals, ten seconds apart. */
export const FESTIVALS_PER_RUN = 3;
/** A festival posted within this many days is skipped, so consecutive runs do not repeat the same posts. */
const REPOST_AFTER_DAYS = 7;
/** Weekend ("last-minute") posts favour festivals starting within this many days. */
const LAST_MINUTE_DAYS = 7;

@CommandHandler(PostUpcomingFestivalsCommand)
export class PostUpcomingFestivalsHandler implements ICommandHandler<PostUpcomingFestivalsCommand> {
  constructor(
    private readonly publisher: FacebookPublisher,
    private readonly posts: SocialPostRepository,
    private readonly queries: QueryBus,
    private readonly links: SocialLinks,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ mode }: PostUpcomingFestivalsCommand): Promise<PostRunResult> {
    await this.publisher.ensureReady();
    const count = mode.kind === 'test' || mode.kind === 'test-weekend' ? 1 : FESTIVALS_PER_RUN;
    const weekend = mode.kind === 'test-weekend' || (mode.kind === 'window' && mode.weekend);
    const picks = await this.pick(count, weekend);
    if (picks.length === 0)
      return { success: false, message: 'No upcoming festivals to post (all were posted in the last 7 days, or none is listed).', results: [] };

    const interval = this.config.values.FACEBOOK_POST_INTERVAL_MS;
    const results: PostRunResult['results'] = [];
    for (const [i, { festival, style }] of picks.entries()) {
      if (i > 0 && interval > 0) await sleep(interval);
      const scheduledAt = mode.kind === 'window' ? new Date(mode.start.getTime() + i * interval) : undefined;
      const draft = await this.publisher.draft(
        {
          platform: 'facebook',
          source: mode.kind === 'window' ? 'scheduler' : 'admin',
          content: festivalPostText(festival, this.links.event(festival.id), style),
          link: this.links.event(festival.id),
          eventId: festival.id,
        },
        scheduledAt,
      );
      const post = await this.publisher.publish(draft.id);
      const s = post.state;
      results.push({
        eventId: festival.id,
        title: festival.title,
        success: s.state === 'published',
        postId: post.id,
        externalId: s.externalId,
        error: s.error,
      });
    }
    const posted = results.filter((r) => r.success).length;
    const failed = results.length - posted;
    const message =
      failed === 0
        ? `Posted ${posted} festival${posted === 1 ? '' : 's'} to Facebook`
        : `Posted ${posted} of ${results.length}; ${results.find((r) => !r.success)?.error}`;
    return { success: failed === 0, message, results };
  }

  private async pick(count: number, weekend: boolean): Promise<Array<{ festival: PostableFestival; style: PostStyle }>> {
    const now = this.clock.now();
    const recent = await this.posts.eventIdsPublishedSince('facebook', new Date(now.getTime() - REPOST_AFTER_DAYS * 86_400_000));
    const { events } = await this.queries.execute(new UpcomingEventsQuery(1, 50));
    const fresh = events.filter((e) => !recent.has(e.id));
    const today = ukDateOf(now);
    const lastMinute = weekend ? fresh.filter((e) => startsWithinDays(e, today, LAST_MINUTE_DAYS)) : [];
    const rest = fresh.filter((e) => !lastMinute.includes(e));
    return [
      ...lastMinute.map((festival) => ({ festival, style: 'last-minute' as const })),
      ...rest.map((festival) => ({ festival, style: 'standard' as const })),
    ].slice(0, count);
  }
}
