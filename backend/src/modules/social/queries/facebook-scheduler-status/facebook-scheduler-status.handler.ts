import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../platform/config/app-config';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { Clock } from '../../../../platform/time/clock';
import { AutomationRepository } from '../../application/ports/automation.repository.port';
import { facebookPostsJob } from '../../commands/run-facebook-schedule/run-facebook-schedule.job';
import { FESTIVALS_PER_RUN } from '../../commands/post-upcoming-festivals/post-upcoming-festivals.handler';
import { nextPostingWindows, POSTING_SCHEDULE_TEXT, ukLabel } from '../../domain/posting-windows';
import { FacebookSchedulerStatus, FacebookSchedulerStatusQuery } from './facebook-scheduler-status.query';

/** The spec shows at most five upcoming scheduled posts. */
export const NEXT_POSTS_SHOWN = 5;

@QueryHandler(FacebookSchedulerStatusQuery)
export class FacebookSchedulerStatusHandler implements IQueryHandler<FacebookSchedulerStatusQuery> {
  constructor(
    private readonly automation: AutomationRepository,
    private readonly operations: OperationsLog,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<FacebookSchedulerStatus> {
    const { state } = (await this.automation.current()).state;
    const jobsEnabled = this.config.values.JOBS_ENABLED === 'true' && this.config.jobCrons[facebookPostsJob.name] !== 'off';
    const enabled = state === 'active' && jobsEnabled;
    const [last] = (await this.operations.list({ limit: 1, offset: 0, kind: `job:${facebookPostsJob.name}` })).items;
    return {
      enabled,
      automation: state,
      jobsEnabled,
      schedule: POSTING_SCHEDULE_TEXT,
      nextPosts: enabled
        ? nextPostingWindows(this.clock.now(), NEXT_POSTS_SHOWN).map((w) => ({
            scheduledFor: w.start.toISOString(),
            label: ukLabel(w.start),
            kind: w.kind,
            festivals: FESTIVALS_PER_RUN,
          }))
        : [],
      lastRun: last ? { startedAt: last.startedAt, success: last.success, message: last.message } : null,
    };
  }
}
