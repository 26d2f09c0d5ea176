import { Command } from '@nestjs/cqrs';
import { JobResult } from '../scheduler/scheduled-job';

/** Drops rate-limit counters whose windows have passed (hourly job `purge-rate-limits`). */
export class PurgeRateLimitsCommand extends Command<JobResult> {}
