import { DiscoveryRunView } from '../../contracts/discovery.schemas';
import { DiscoveryRun, RunPhase } from '../../domain/discovery-run.aggregate';

/** Discovery runs: each save stores the state and appends the run's domain events in one transaction. */
export abstract class DiscoveryRunRepository {
  abstract save(run: DiscoveryRun): Promise<void>;
  abstract load(id: string): Promise<DiscoveryRun | null>;
  /** Transient progress for the admin tool's bar (no domain event). */
  abstract progress(id: string, phase: RunPhase, progress: number): Promise<void>;
  abstract view(id: string): Promise<DiscoveryRunView | null>;
  abstract recent(limit: number): Promise<DiscoveryRunView[]>;
  /** Marks runs left "running" by a process that died as failed; call only while holding the discovery lock. */
  abstract failAbandoned(message: string, now: Date): Promise<number>;
}
