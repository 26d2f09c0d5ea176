import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

export interface DeadLinksReport {
  /** Distinct links checked. */
  scanned: number;
  /** Links that failed on this run. */
  deadLinks: number;
  /** Events whose link was cleared (failed on two runs at least a day apart). */
  removed: number;
  /** Links this run could not judge (robots, rate limits, 5xx, our own network): they never count towards removal. */
  inconclusive: number;
  /** Almost nothing could be reached: our network looked down, so the run says nothing about the links. */
  networkDown: boolean;
}

/** Checks every draft and published event's link; clears links that failed on two runs a day apart. */
export class CheckDeadLinksCommand extends Command<JobResult & { report: DeadLinksReport }> {}
