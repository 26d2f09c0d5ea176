import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** The scheduler's tick: posts the next festivals when the clock is inside a posting window and automation is Active. */
export class RunFacebookScheduleCommand extends Command<JobResult> {}
