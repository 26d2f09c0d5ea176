import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { currentActor, describeActor } from '../../../../platform/actor/actor-context';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { discoveryRunCounts, DiscoveryRuns } from '../../application/discovery-runs';
import { DiscoveryLock } from '../../application/ports/discovery-lock.port';
import { DiscoveryRunRepository } from '../../application/ports/discovery-run.repository.port';
import { DiscoveryRunView } from '../../contracts/discovery.schemas';
import { discoveryAlreadyRunning } from '../../domain/discovery.errors';
import { StartDiscoveryCommand } from './start-discovery.command';

/**
 * Takes the discovery lock (the scheduled job's, so nothing overlaps in any instance), records the run and an
 * operations-log entry `discovery.<kind>` for the acting admin, and lets the run go on in the background; the
 * admin tool polls the run for its progress and outcome.
 */
@CommandHandler(StartDiscoveryCommand)
export class StartDiscoveryHandler implements ICommandHandler<StartDiscoveryCommand> {
  private readonly logger = new Logger('Discovery');

  constructor(
    private readonly discoveryLock: DiscoveryLock,
    private readonly runs: DiscoveryRuns,
    private readonly repository: DiscoveryRunRepository,
    private readonly operations: OperationsLog,
  ) {}

  async execute({ kind, params }: StartDiscoveryCommand): Promise<DiscoveryRunView> {
    const lock = await this.discoveryLock.tryAcquire();
    if (!lock) throw discoveryAlreadyRunning();
    let operationId: string;
    let runId: string;
    try {
      const run = await this.runs.begin(kind, params, 'admin', describeActor(currentActor()));
      runId = run.id;
      operationId = await this.operations.begin(`discovery.${kind}`, { runId, params });
      void this.runs
        .execute(run)
        .then((result) =>
          this.operations.finish(operationId, result.success, {
            message: result.message,
            data: { counts: discoveryRunCounts(result) },
          }),
        )
        .catch((error) => this.logger.error(`discovery run ${runId}: ${(error as Error).message}`))
        .finally(() => lock.release());
    } catch (error) {
      await lock.release();
      throw error;
    }
    return (await this.repository.view(runId))!;
  }
}
