import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

export interface WebsiteCleanupReport {
  /** http:// links moved to https:// because the https address answers. */
  protocolsFixed: number;
  /** Links that land on a parked or for-sale domain, cleared. */
  parkedDomains: number;
  /** Links that are not well-formed http(s) addresses, cleared. */
  invalidRemoved: number;
  /** Distinct events changed. */
  cleanedEvents: number;
}

/** Tidies event links: https where it answers, parked domains and malformed addresses cleared. */
export class CleanWebsitesCommand extends Command<JobResult & { report: WebsiteCleanupReport }> {}
