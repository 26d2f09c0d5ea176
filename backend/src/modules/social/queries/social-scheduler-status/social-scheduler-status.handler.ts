import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../platform/config/app-config';
import { socialScheduledPostsJob } from '../../commands/publish-scheduled-posts/publish-scheduled-posts.job';
import { FESTIVALS_PER_RUN } from '../../commands/post-upcoming-festivals/post-upcoming-festivals.handler';
import { socialPlanPostsJob } from '../../commands/run-automation-plan/run-automation-plan.job';
import { Clock } from '../../../../platform/time/clock';
import { AUTOMATION_PLAN, daysLabel, nextSlot, planPostsPerWeek } from '../../domain/automation-plan';
import { AutomationRepository } from '../../application/ports/automation.repository.port';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { FacebookSchedulerStatusQuery } from '../facebook-scheduler-status/facebook-scheduler-status.query';
import { SocialSchedulerStatus, SocialSchedulerStatusQuery } from './social-scheduler-status.query';

@QueryHandler(SocialSchedulerStatusQuery)
export class SocialSchedulerStatusHandler implements IQueryHandler<SocialSchedulerStatusQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly automation: AutomationRepository,
    private readonly posts: SocialPostRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<SocialSchedulerStatus> {
    const [facebook, automation, counts, earliest] = await Promise.all([
      this.queries.execute(new FacebookSchedulerStatusQuery()),
      this.automation.current(),
      this.posts.counts(),
      this.posts.earliestScheduledAt(),
    ]);
    const scheduledPosts = counts.filter((c) => c.state === 'scheduled').reduce((n, c) => n + c.count, 0);
    const a = automation.state;
    // The next thing the scheduler will post: the next Facebook window or a scheduled post (held unless Active).
    const window = facebook.nextPosts[0]?.scheduledFor ?? null;
    const jobsOn = this.config.values.JOBS_ENABLED === 'true';
    const jobOn = jobsOn && this.config.jobCrons[socialScheduledPostsJob.name] !== 'off';
    const planOn = jobsOn && this.config.jobCrons[socialPlanPostsJob.name] !== 'off';
    const post = a.state === 'active' && jobOn && earliest ? earliest.toISOString() : null;
    const next = a.state === 'active' && planOn ? nextSlot(this.clock.now()) : null;
    const slot = next ? next.at.toISOString() : null;
    // ISO instants in UTC compare as strings.
    const nextPost = [window, post, slot].filter((t): t is string => t !== null).sort()[0] ?? null;
    const perWeek = planPostsPerWeek();
    return {
      success: true,
      status: {
        nextPost,
        scheduledPosts,
        automation: a.state,
        changedAt: a.changedAt?.toISOString() ?? null,
        changedBy: a.changedBy,
      },
      plan: {
        jobEnabled: planOn,
        slots: AUTOMATION_PLAN.map((r) => ({ platform: r.platform, format: r.format, days: daysLabel(r.days), time: `${String(r.hour).padStart(2, '0')}:00` })),
        postsPerWeek: perWeek.total,
        byPlatform: { instagram: perWeek.byPlatform.instagram ?? 0, tiktok: perWeek.byPlatform.tiktok ?? 0, x: perWeek.byPlatform.x ?? 0 },
        facebookWindowsPerWeek: 7,
        facebookPostsPerWindow: FESTIVALS_PER_RUN,
        nextSlot: next ? { platform: next.platform, format: next.format, at: next.at.toISOString() } : null,
      },
    };
  }
}
