import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** Retention: deletes sign-ups never confirmed within 30 days (each with its own event). */
export class PurgeUnconfirmedSubscriptionsCommand extends Command<JobResult> {}
