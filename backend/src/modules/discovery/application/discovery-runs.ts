import { randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/time/clock';
import { DiscoveryKind, DiscoveryParams, DiscoveryResult } from '../contracts/discovery.schemas';
import { DiscoveryRun, RunTrigger } from '../domain/discovery-run.aggregate';
import { DiscoveryRunner } from './discovery-runner';
import { DiscoveryRunRepository } from './ports/discovery-run.repository.port';

/** Starts runs (call while holding the discovery lock) and tracks the ones in flight, so shutdown can wait for them. */
export class DiscoveryRuns {
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly runs: DiscoveryRunRepository,
    private readonly runner: DiscoveryRunner,
    private readonly clock: Clock,
  ) {}

  async begin(kind: DiscoveryKind, params: DiscoveryParams, trigger: RunTrigger, actor: string): Promise<DiscoveryRun> {
    await this.runs.failAbandoned('The run stopped when its server stopped.', this.clock.now());
    const run = DiscoveryRun.start(randomUUID(), kind, params, trigger, actor, this.clock.now());
    await this.runs.save(run);
    return run;
  }

  execute(run: DiscoveryRun): Promise<DiscoveryResult> {
    const done = this.runner.execute(run, { kind: run.state.kind, ...run.state.params });
    const settled = done.catch(() => undefined).finally(() => this.inFlight.delete(settled));
    this.inFlight.add(settled);
    return done;
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}

/** A run's figures as the operations log records them (scheduled and admin-started runs alike). */
export function discoveryRunCounts(result: DiscoveryResult): Record<string, number> {
  return {
    found: result.eventsFound,
    added: result.eventsAdded,
    duplicates: result.duplicatesSkipped,
    datesConfirmed: result.datesConfirmed ?? 0,
    errors: result.errors.length,
  };
}
