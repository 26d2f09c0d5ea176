import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
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
  ) {}

  async execute(): Promise<SocialSchedulerStatus> {
    const [facebook, automation, counts] = await Promise.all([
      this.queries.execute(new FacebookSchedulerStatusQuery()),
      this.automation.current(),
      this.posts.counts(),
    ]);
    const scheduledPosts = counts.filter((c) => c.state === 'scheduled').reduce((n, c) => n + c.count, 0);
    const a = automation.state;
    return {
      success: true,
      status: {
        nextPost: facebook.nextPosts[0]?.scheduledFor ?? null,
        scheduledPosts,
        automation: a.state,
        changedAt: a.changedAt?.toISOString() ?? null,
        changedBy: a.changedBy,
      },
    };
  }
}
