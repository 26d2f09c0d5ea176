import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** Starts scheduled campaigns that are due and closes sending ones whose every mail reached a final state. */
export class ProcessCampaignsCommand extends Command<JobResult> {}
