import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** The scheduled discovery: every configured source except AI proposals, all categories and regions. */
export class DiscoverEventsCommand extends Command<JobResult> {}
