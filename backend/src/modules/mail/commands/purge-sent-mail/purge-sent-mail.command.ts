import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** Sent mails are a delivery log: kept 30 days (like technical logs on the privacy page), then deleted. */
export class PurgeSentMailCommand extends Command<JobResult> {}
