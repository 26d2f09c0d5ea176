import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../platform/config/app-config';
import { socialScheduledPostsJob } from '../../commands/publish-scheduled-posts/publish-scheduled-posts.job';
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
    const jobOn = this.config.values.JOBS_ENABLED === 'true' && this.config.jobCrons[socialScheduledPostsJob.name] !== 'off';
    const post = a.state === 'active' && jobOn && earliest ? earliest.toISOString() : null;
    const nextPost = window && post ? (window < post ? window : post) : (window ?? post);
    return {
      success: true,
      status: {
        nextPost,
        scheduledPosts,
        automation: a.state,
        changedAt: a.changedAt?.toISOString() ?? null,
        changedBy: a.changedBy,
      },
    };
  }
}
