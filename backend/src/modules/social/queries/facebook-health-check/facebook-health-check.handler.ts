import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/time/clock';
import { UpcomingEventsQuery } from '../../../events/queries/upcoming-events/upcoming-events.query';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { FacebookPublisher } from '../../commands/facebook-publisher';
import { FacebookSchedulerStatusQuery } from '../facebook-scheduler-status/facebook-scheduler-status.query';
import { FacebookHealthCheck, FacebookHealthCheckQuery } from './facebook-health-check.query';

type Check = FacebookHealthCheck['checks'][number];

@QueryHandler(FacebookHealthCheckQuery)
export class FacebookHealthCheckHandler implements IQueryHandler<FacebookHealthCheckQuery> {
  constructor(
    private readonly publisher: FacebookPublisher,
    private readonly posts: SocialPostRepository,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<FacebookHealthCheck> {
    const [permissions, scheduler, upcoming, recent] = await Promise.all([
      this.publisher.checkPermissions(),
      this.queries.execute(new FacebookSchedulerStatusQuery()),
      this.queries.execute(new UpcomingEventsQuery(1, 3)),
      this.posts.list({ limit: 20, offset: 0, platform: 'facebook' }),
    ]);
    const failed = recent.items.filter((p) => p.state.state === 'failed');
    const checks: Check[] = [
      {
        name: 'Page configuration',
        status: permissions.configured ? 'pass' : 'fail',
        message: permissions.configured ? 'Page id and page token are set.' : permissions.message,
      },
      { name: 'Token permissions', status: permissions.hasAllRequired ? 'pass' : 'fail', message: permissions.message },
      {
        name: 'Automation',
        status: scheduler.automation === 'active' ? 'pass' : 'warning',
        message: scheduler.automation === 'active' ? 'Automation is Active.' : `Automation is ${scheduler.automation}; scheduled posts are skipped.`,
      },
      {
        name: 'Scheduled job',
        status: scheduler.jobsEnabled ? 'pass' : 'warning',
        message: scheduler.jobsEnabled
          ? `Runs in the windows: ${scheduler.schedule}.`
          : 'The facebook-posts job is switched off (JOBS_ENABLED or JOB_FACEBOOK_POSTS_CRON).',
      },
      {
        name: 'Last scheduled run',
        status: !scheduler.lastRun ? 'warning' : scheduler.lastRun.success === false ? 'fail' : 'pass',
        message: scheduler.lastRun ? scheduler.lastRun.message : 'The scheduler has not run yet.',
      },
      {
        name: 'Upcoming festivals',
        status: upcoming.total >= 3 ? 'pass' : upcoming.total > 0 ? 'warning' : 'fail',
        message: `${upcoming.total} upcoming festival${upcoming.total === 1 ? '' : 's'} listed.`,
      },
      {
        name: 'Recent posts',
        status: failed.length === 0 ? 'pass' : 'warning',
        message:
          failed.length === 0
            ? `No failures among the last ${recent.items.length} Facebook posts.`
            : `${failed.length} of the last ${recent.items.length} posts failed: ${failed[0]!.state.error}`,
      },
    ];
    const passed = checks.filter((c) => c.status === 'pass').length;
    const status = checks.some((c) => c.status === 'fail') ? 'error' : checks.some((c) => c.status === 'warning') ? 'warning' : 'healthy';
    return { status, summary: `${passed} of ${checks.length} checks passed`, timestamp: this.clock.now().toISOString(), checks };
  }
}
