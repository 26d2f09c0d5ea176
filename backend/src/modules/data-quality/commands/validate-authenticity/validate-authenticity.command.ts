import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

export interface AuthenticityReport {
  /** Events scored at or above the threshold. */
  validated: number;
  /** Events scored under it and removed (restorable). */
  removed: number;
  /** Draft and published events looked at. */
  total: number;
  /** Events without evidence this run (no link, unreachable network, robots.txt, server error): kept. */
  unverified: number;
  /** Mean confidence of the scored events, percent. */
  averageConfidence: number;
  /** Events per platform of their link (ticket seller, "official site", "no link"). */
  byPlatform: Record<string, number>;
}

/** Scores every draft and published event's authenticity; removes those under 50 % with the reason. */
export class ValidateAuthenticityCommand extends Command<JobResult & { report: AuthenticityReport }> {}
