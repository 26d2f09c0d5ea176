import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** Publishes every draft whose scheduled publish time has come. */
export class PublishScheduledEventsCommand extends Command<JobResult> {}
