import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MessageBus } from '../bus/message-bus.port';
import { StoredEvent } from '../bus/stored-event';
import { lastSequence, readEventLog } from '../event-log/event-log.reader';
import { Projector } from './projector';

const PAGE = 5000;

/**
 * Runs one projector: catches up from the event log at start, then applies bus deliveries.
 * Work is serialised through one queue; the checkpoint (per projector, per index generation) is
 * written after each applied batch, so a crash re-applies at most one batch, which the
 * projector's version guard makes harmless.
 */
export class ProjectionRunner<W> {
  private readonly logger: Logger;
  private queue: Promise<unknown> = Promise.resolve();
  private position = 0;
  private stopped = true;
  private caughtUp = false;

  constructor(
    private readonly projector: Projector<W>,
    private readonly db: DataSource,
    private readonly bus: MessageBus | null,
    private readonly pageSize = PAGE,
  ) {
    this.logger = new Logger(`Projection:${projector.name}`);
  }

  get name(): string {
    return this.projector.name;
  }

  get checkpoint(): number {
    return this.position;
  }

  get isCaughtUp(): boolean {
    return this.caughtUp;
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.position = await this.loadCheckpoint();
    await this.enqueue(() => this.catchUp());
    this.caughtUp = true;
    if (this.bus) await this.bus.subscribe(this.projector.name, (events) => this.deliver(events));
  }

  /** Stops after the batch in progress; later deliveries are ignored until start() again. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.caughtUp = false;
    await this.queue.catch(() => undefined);
  }

  deliver(events: StoredEvent[]): Promise<void> {
    return this.enqueue(async () => {
      const fresh = events.filter((e) => e.sequence > this.position);
      if (fresh.length === 0 || this.stopped) return;
      try {
        await this.applyAndCheckpoint(fresh);
      } catch (error) {
        this.logger.error(`apply failed, re-reading the log: ${(error as Error).message}`);
        await this.catchUp();
      }
    });
  }

  /** Replays every event from sequence 0 into a fresh index, then swaps it in. */
  rebuild(): Promise<{ events: number; generation: string }> {
    return this.enqueue(async () => {
      const rebuild = await this.projector.beginRebuild();
      let position = 0;
      let count = 0;
      try {
        for (;;) {
          const page = await readEventLog(this.db, position, this.pageSize);
          if (page.length === 0) break;
          await this.projector.apply(page, rebuild.writer);
          position = page[page.length - 1].sequence;
          count += page.length;
        }
        await rebuild.commit();
      } catch (error) {
        await rebuild.abort();
        throw error;
      }
      this.position = position;
      await this.saveCheckpoint();
      this.logger.log(`rebuilt from ${count} events into generation ${this.projector.generation()}`);
      return { events: count, generation: this.projector.generation() };
    });
  }

  async lag(): Promise<number> {
    return Math.max(0, (await lastSequence(this.db)) - this.position);
  }

  private async catchUp(): Promise<void> {
    while (!this.stopped) {
      const page = await readEventLog(this.db, this.position, this.pageSize);
      if (page.length === 0) return;
      await this.applyAndCheckpoint(page);
    }
  }

  private async applyAndCheckpoint(events: StoredEvent[]): Promise<void> {
    await this.projector.apply(events, this.projector.live());
    this.position = events[events.length - 1].sequence;
    await this.saveCheckpoint();
  }

  private async loadCheckpoint(): Promise<number> {
    const rows = await this.db.query('SELECT generation, position FROM projector_checkpoint WHERE projector = $1', [
      this.projector.name,
    ]);
    if (rows.length === 0 || rows[0].generation !== this.projector.generation()) return 0;
    return Number(rows[0].position);
  }

  private async saveCheckpoint(): Promise<void> {
    await this.db.query(
      `INSERT INTO projector_checkpoint (projector, generation, position, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (projector) DO UPDATE SET generation = EXCLUDED.generation, position = EXCLUDED.position, updated_at = now()`,
      [this.projector.name, this.projector.generation(), this.position],
    );
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
