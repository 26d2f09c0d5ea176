import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** The plan job's tick: posts the automation plan's due slots (Instagram, TikTok, X) while automation is Active. */
export class RunAutomationPlanCommand extends Command<JobResult> {}
