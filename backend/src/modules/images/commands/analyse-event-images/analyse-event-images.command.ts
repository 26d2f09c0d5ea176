import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** Analyses event images not analysed since their URL last changed (every image with `force`), storing the results. */
export class AnalyseEventImagesCommand extends Command<JobResult> {
  constructor(readonly force = false) {
    super();
  }
}
