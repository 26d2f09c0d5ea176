import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

export interface DeadLinksReport {
  /** Distinct links checked. */
  scanned: number;
  /** Links that failed on this run. */
  deadLinks: number;
  /** Events whose link was cleared (failed on two runs at least a day apart). */
  removed: number;
}

/** Checks every draft and published event's link; clears links that failed on two runs a day apart. */
export class CheckDeadLinksCommand extends Command<JobResult & { report: DeadLinksReport }> {}
