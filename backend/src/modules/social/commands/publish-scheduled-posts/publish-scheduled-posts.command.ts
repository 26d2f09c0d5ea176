import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** The scheduled-posts job's tick: publishes scheduled posts whose time has come, while automation is Active. */
export class PublishScheduledPostsCommand extends Command<JobResult> {}
