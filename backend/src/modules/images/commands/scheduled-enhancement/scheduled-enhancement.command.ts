import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** Spec: the scheduled run enhances up to 20 events that need it, applying only changes above confidence 0.6. */
export const SCHEDULED_BATCH = 20;

export class ScheduledEnhancementCommand extends Command<JobResult> {}
