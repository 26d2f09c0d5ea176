import { Command } from '@nestjs/cqrs';

/** What a job's command answers: a sentence for the operations log and the figures behind it. */
export interface JobResult {
  message: string;
  counts: Record<string, number>;
}

/**
 * A background job, registered by its module in onModuleInit (`JobScheduler.register`). Its work is a
 * command run through the CommandBus, so a job is "just another command" with a schedule.
 */
export interface ScheduledJob {
  /** kebab-case; also names the environment override `JOB_<NAME>_CRON` and the operation kind `job:<name>`. */
  name: string;
  description: string;
  /** Default schedule (cron, seconds optional), in Europe/London time. */
  cron: string;
  command(): Command<JobResult>;
}
