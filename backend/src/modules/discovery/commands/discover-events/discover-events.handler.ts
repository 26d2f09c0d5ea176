import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { currentActor, describeActor } from '../../../../platform/actor/actor-context';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { discoveryRunCounts, DiscoveryRuns } from '../../application/discovery-runs';
import { DiscoverEventsCommand } from './discover-events.command';

/** Runs while the scheduler holds the job's lock (the same lock the admin tool's runs take), start to end. */
@CommandHandler(DiscoverEventsCommand)
export class DiscoverEventsHandler implements ICommandHandler<DiscoverEventsCommand> {
  constructor(private readonly runs: DiscoveryRuns) {}

  async execute(): Promise<JobResult> {
    const run = await this.runs.begin('scheduled', {}, 'schedule', describeActor(currentActor()));
    const result = await this.runs.execute(run);
    if (!result.success) throw new Error(result.message);
    return { message: result.message, counts: discoveryRunCounts(result) };
  }
}
