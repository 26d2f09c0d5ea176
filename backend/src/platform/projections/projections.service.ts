import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MessageBus } from '../bus/message-bus.port';
import { AppConfig } from '../config/app-config';
import { lastSequence } from '../event-log/event-log.reader';
import { EventLogRelay } from '../event-log/event-log.relay';
import { OperationsLog } from '../operations/operations-log';
import { ParkedEvent, RetryParkedResult } from './parked-events';
import { ProjectionRunner } from './projection-runner';
import { Projector } from './projector';

/** Feature modules register their projectors in onModuleInit; the platform starts them at bootstrap. */
@Injectable()
export class ProjectionsService {
  private readonly runners = new Map<string, ProjectionRunner<unknown>>();

  constructor(
    private readonly db: DataSource,
    private readonly bus: MessageBus,
    private readonly relay: EventLogRelay,
    private readonly config: AppConfig,
    private readonly operations: OperationsLog,
  ) {}

  register<W>(projector: Projector<W>): void {
    if (this.runners.has(projector.name)) throw new Error(`projector ${projector.name} registered twice`);
    const { PROJECTION_RETRY_ATTEMPTS, PROJECTION_RETRY_BASE_MS, PROJECTION_RETRY_MAX_MS } = this.config.values;
    const options = {
      retry: { maxAttempts: PROJECTION_RETRY_ATTEMPTS, baseDelayMs: PROJECTION_RETRY_BASE_MS, maxDelayMs: PROJECTION_RETRY_MAX_MS },
      operations: this.operations,
      // ELASTICSEARCH_URL moves both read models (events, catalogue) out of the process: every instance writes them.
      shared: Boolean(this.config.values.ELASTICSEARCH_URL),
    };
    this.runners.set(projector.name, new ProjectionRunner(projector as Projector<unknown>, this.db, this.bus, undefined, options));
  }

  runner(name: string): ProjectionRunner<unknown> {
    const runner = this.runners.get(name);
    if (!runner) throw new Error(`no projector named ${name}; known: ${[...this.runners.keys()].join(', ')}`);
    return runner;
  }

  all(): ProjectionRunner<unknown>[] {
    return [...this.runners.values()];
  }

  async startAll(): Promise<void> {
    await Promise.all(this.all().map((r) => r.start()));
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.all().map((r) => r.stop()));
  }

  /** The log position every projector has applied (each may be further); 0 without projectors. */
  lowestCheckpoint(): number {
    const positions = this.all().map((r) => r.checkpoint);
    return positions.length > 0 ? Math.min(...positions) : 0;
  }

  get caughtUp(): boolean {
    return this.all().every((r) => r.isCaughtUp);
  }

  /** Resolves once every projector has applied everything in the event log at call time. */
  async waitUntilCaughtUp(timeoutMs = 60_000): Promise<void> {
    const target = await lastSequence(this.db);
    const deadline = Date.now() + timeoutMs;
    const behind = async () => (await Promise.all(this.all().map(async (r) => !r.isCaughtUp || (await r.appliedPosition()) < target))).some(Boolean);
    while (await behind()) {
      if (Date.now() > deadline) throw new Error(`projections did not reach sequence ${target} within ${timeoutMs} ms`);
      void this.relay.poke();
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Events parked by each projector (shown by the health check). */
  get parkedCount(): number {
    return this.all().reduce((sum, r) => sum + r.parkedCount, 0);
  }

  async listParked(): Promise<ParkedEvent[]> {
    return (await Promise.all(this.all().map((r) => r.listParked()))).flat();
  }

  /** Applies every parked event again (see ProjectionRunner.retryParked), recorded in the operations log. */
  retryParked(): Promise<{ message: string; data: { results: RetryParkedResult[] } }> {
    return this.operations.track('projections.retry-parked', async () => {
      const results: RetryParkedResult[] = [];
      for (const runner of this.all()) results.push(await runner.retryParked());
      const resolved = results.reduce((n, r) => n + r.resolved, 0);
      const still = results.reduce((n, r) => n + r.stillParked, 0);
      return { message: `${resolved} parked events applied, ${still} still parked`, data: { results } };
    });
  }

  async rebuildAll(): Promise<Array<{ projector: string; events: number; generation: string }>> {
    const results = [];
    for (const runner of this.all()) results.push({ projector: runner.name, ...(await runner.rebuild()) });
    return results;
  }
}
