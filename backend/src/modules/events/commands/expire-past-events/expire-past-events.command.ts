import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** Marks published events whose last day (UK date) has passed as expired. */
export class ExpirePastEventsCommand extends Command<JobResult> {}
