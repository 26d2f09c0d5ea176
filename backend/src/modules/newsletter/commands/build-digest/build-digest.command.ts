import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** Builds the newsletter digest when the frequency says it is due (`force` builds it now, for staff and tests). */
export class BuildDigestCommand extends Command<JobResult> {
  constructor(readonly force = false) {
    super();
  }
}
