import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** Retention: deletes contact messages older than 2 years and challenges expired over a day ago. */
export class PurgeOldContactMessagesCommand extends Command<JobResult> {}
