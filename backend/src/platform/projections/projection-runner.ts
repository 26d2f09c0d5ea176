import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runAs } from '../actor/actor-context';
import { MessageBus } from '../bus/message-bus.port';
import { StoredEvent } from '../bus/stored-event';
import { lastSequence, LogMark, logMark, readEventLog, readEventLogOf } from '../event-log/event-log.reader';
import { OperationsLog } from '../operations/operations-log';
import { isReadModelUnavailable } from '../read-model/read-model-unavailable';
import { ParkedEvent, ParkedEvents, RetryParkedResult } from './parked-events';
import { Projector } from './projector';
import { snapshotProblem } from './snapshot-check';

const PAGE = 5000;

export interface RetryPolicy {
  /** Tries per event before it is parked. */
  maxAttempts: number;
  /** First back-off delay; doubled after each failed try, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 200, maxDelayMs: 5000 };

export interface ProjectionRunnerOptions {
  retry?: Partial<RetryPolicy>;
  /** Where parked events are reported (the app passes its operations log; bare test runners may not). */
  operations?: OperationsLog;
  /**
   * The read model is shared by every app instance (Elasticsearch): batches are applied under a PostgreSQL advisory
   * lock, from the checkpoint stored in the database, so two instances never apply the same events.
   */
  shared?: boolean;
}

type Outcome = 'done' | 'stopped';

/**
 * Runs one projector: catches up from the event log at start, then follows the bus.
 * A bus delivery is only a wake-up: the runner always continues from its stored checkpoint, using the
 * delivered events only when they start exactly at checkpoint + 1 and read the log otherwise.
 * Work is serialised through one queue; the checkpoint (per projector, per index generation) is written
 * after each applied batch, so a crash re-applies at most one batch, which the projector's version
 * guard makes harmless. A batch that fails is re-applied event by event; an event that keeps failing is
 * retried with exponential back-off and then parked (table `projection_parked_event`, operations log,
 * health check) so the runner can go on. Later events of a parked event's stream are held back with it,
 * so a retry applies them in their order instead of the version guard skipping the parked one.
 * A read model that cannot be reached is not a failing event: the runner waits for it (back-off up to
 * `maxDelayMs`, without limit) and parks nothing, so an engine outage ends with everything applied.
 */
export class ProjectionRunner<W> {
  private readonly logger: Logger;
  private readonly retry: RetryPolicy;
  private readonly parked: ParkedEvents;
  private queue: Promise<unknown> = Promise.resolve();
  private position = 0;
  private stopped = true;
  private caughtUp = false;
  private ran = false;

  constructor(
    private readonly projector: Projector<W>,
    private readonly db: DataSource,
    private readonly bus: MessageBus | null,
    private readonly pageSize = PAGE,
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.logger = new Logger(`Projection:${projector.name}`);
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.parked = new ParkedEvents(db, projector.name);
  }

  get name(): string {
    return this.projector.name;
  }

  get checkpoint(): number {
    return this.position;
  }

  /** Whether it has caught up at least once in this process (a CLI context never starts projectors). */
  get hasRun(): boolean {
    return this.ran;
  }

  get isCaughtUp(): boolean {
    return this.caughtUp;
  }

  /** Events parked (including those held back behind a parked event of their stream). */
  get parkedCount(): number {
    return this.parked.count;
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.position = await this.loadCheckpoint();
    await this.parked.load();
    await this.enqueue(() => this.exclusively(() => this.catchUp()));
    this.caughtUp = true;
    this.ran = true;
    if (this.bus) await this.bus.subscribe(this.projector.name, (events) => this.deliver(events));
  }

  /** Stops after the batch in progress; later deliveries are ignored until start() again. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.caughtUp = false;
    await this.queue.catch(() => undefined);
  }

  /** A wake-up from the bus: apply whatever follows the checkpoint. */
  deliver(events: StoredEvent[]): Promise<void> {
    return this.enqueue(() =>
      this.exclusively(async () => {
        if (this.stopped) return;
        const fresh = events.filter((e) => e.sequence > this.position);
        if (fresh.length === 0) return;
        if (startsAtCheckpoint(fresh, this.position)) await this.applyBatch(fresh);
        else await this.catchUp();
      }),
    );
  }

  /** Replays every event from sequence 0 into a fresh index, then swaps it in. */
  rebuild(): Promise<{ events: number; generation: string }> {
    return this.enqueue(() => this.exclusively(() => this.replayIntoNewIndex()));
  }

  private async replayIntoNewIndex(): Promise<{ events: number; generation: string }> {
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
    await this.parked.clear(); // every event, parked ones included, is now in the new index
    this.logger.log(`rebuilt from ${count} events into generation ${this.projector.generation()}`);
    return { events: count, generation: this.projector.generation() };
  }

  /** Applies the parked events again, in order; those that succeed leave the parked list. */
  retryParked(): Promise<RetryParkedResult> {
    return this.enqueue(() => this.parked.retry((event) => this.projector.apply([event], this.projector.live())));
  }

  listParked(): Promise<ParkedEvent[]> {
    return this.parked.list();
  }

  async lag(): Promise<number> {
    return Math.max(0, (await lastSequence(this.db)) - (await this.appliedPosition()));
  }

  /**
   * How far the read model has applied the log. With a shared read model another instance may be the one applying
   * (Kafka delivers to one per group), so the stored checkpoint says it, not this process's copy.
   */
  async appliedPosition(): Promise<number> {
    if (!this.options.shared) return this.position;
    const rows = await this.db.query('SELECT generation, position FROM projector_checkpoint WHERE projector = $1', [this.projector.name]);
    return rows.length > 0 && rows[0].generation === this.projector.generation() ? Math.max(this.position, Number(rows[0].position)) : this.position;
  }

  /**
   * Applies everything after the checkpoint. The next page is read while the current one is applied
   * (PostgreSQL and the socket work meanwhile: a start-up replay of 100k events is mostly this loop).
   */
  private async catchUp(): Promise<void> {
    const types = this.projector.streamTypes;
    if (types) return this.catchUpOf(types);
    let next: Promise<StoredEvent[]> | null = readEventLog(this.db, this.position, this.pageSize);
    while (next && !this.stopped) {
      const page: StoredEvent[] = await next;
      if (page.length === 0) return;
      // The batch always ends with the checkpoint at its last event (applied or parked).
      next = page.length === this.pageSize ? readEventLog(this.db, page[page.length - 1].sequence, this.pageSize) : null;
      next?.catch(() => undefined); // awaited below unless stopped; a failure then surfaces there
      if ((await this.applyBatch(page)) === 'stopped') return;
    }
    if (!this.stopped) await this.catchUpTail();
  }

  /** After a short page: anything appended meanwhile (one plain read, as before prefetching). */
  private async catchUpTail(): Promise<void> {
    while (!this.stopped) {
      const page = await readEventLog(this.db, this.position, this.pageSize);
      if (page.length === 0) return;
      if ((await this.applyBatch(page)) === 'stopped') return;
    }
  }

  /** Catch-up over the projector's stream types only; the checkpoint still moves over the events skipped. */
  private async catchUpOf(types: readonly string[]): Promise<void> {
    while (!this.stopped) {
      const upTo = await lastSequence(this.db);
      if (upTo <= this.position) return;
      if (await this.projector.idle?.()) {
        await this.advance(upTo);
        continue;
      }
      for (;;) {
        const page = await readEventLogOf(this.db, types, this.position, upTo, this.pageSize);
        if (page.length > 0 && (await this.applyBatch(page)) === 'stopped') return;
        if (page.length < this.pageSize) break;
      }
      await this.advance(upTo);
    }
  }

  /** Applies consecutive events after the checkpoint; never returns having skipped one. */
  private async applyBatch(events: StoredEvent[]): Promise<Outcome> {
    if (!events.some((e) => this.parked.holdsStream(e.streamId))) {
      try {
        await this.projector.apply(events, this.projector.live());
        await this.advance(events[events.length - 1].sequence);
        this.logApplied(events[0].sequence, events[events.length - 1].sequence);
        return 'done';
      } catch (error) {
        this.logger.warn(`events ${events[0].sequence}–${events[events.length - 1].sequence} failed (${message(error)}); applying them one by one`);
      }
    }
    for (const event of events) {
      if (this.stopped || (await this.applyOne(event)) === 'stopped') return 'stopped';
    }
    return 'done';
  }

  private async applyOne(event: StoredEvent): Promise<Outcome> {
    const blocker = this.parked.blockerOf(event.streamId);
    if (blocker !== undefined) {
      await this.park(event, 0, `held back behind parked event ${blocker} of the same stream`);
      return 'done';
    }
    for (let attempt = 1, waits = 0; ; attempt++) {
      try {
        await this.projector.apply([event], this.projector.live());
        await this.advance(event.sequence);
        this.logApplied(event.sequence, event.sequence);
        if (waits > 0) this.logger.log(`read model reachable again after ${waits} tries; applying from event ${event.sequence}`);
        return 'done';
      } catch (error) {
        if (isReadModelUnavailable(error)) {
          if (waits++ === 0) this.logger.warn(`read model unreachable at event ${event.sequence} (${message(error)}); waiting for it`);
          attempt = 0; // an outage is not the event's fault: it never counts towards parking
          await new Promise((r) => setTimeout(r, Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** Math.min(waits, 10))));
          if (this.stopped) return 'stopped';
          continue;
        }
        if (attempt >= this.retry.maxAttempts) {
          await this.park(event, attempt, message(error));
          return 'done';
        }
        const delay = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
        this.logger.warn(`event ${event.sequence} failed (try ${attempt}/${this.retry.maxAttempts}): ${message(error)}; retrying in ${delay} ms`);
        await new Promise((r) => setTimeout(r, delay));
        if (this.stopped) return 'stopped';
      }
    }
  }

  private async park(event: StoredEvent, attempts: number, error: string): Promise<void> {
    await this.parked.add(event, attempts, error);
    await this.advance(event.sequence);
    const text =
      attempts > 0
        ? `${this.projector.name} parked event ${event.sequence} (${event.type}) after ${attempts} tries: ${error}`
        : `${this.projector.name} parked event ${event.sequence} (${event.type}): ${error}`;
    this.logger.error(text);
    await runAs({ kind: 'system' }, () =>
      this.options.operations?.record('projection.parked', false, {
        message: text,
        data: { projector: this.projector.name, sequence: event.sequence, type: event.type, streamId: event.streamId, attempts },
      }),
    );
  }

  /** At debug level, which events this process applied (the distributed tests read it to find duplicates). */
  private logApplied(first: number, last: number): void {
    this.logger.debug(`applied events ${first}-${last}`);
  }

  private async advance(sequence: number): Promise<void> {
    this.position = sequence;
    await this.saveCheckpoint();
  }

  private async loadCheckpoint(): Promise<number> {
    const rows = await this.db.query('SELECT generation, position FROM projector_checkpoint WHERE projector = $1', [this.projector.name]);
    if (rows.length === 0 || rows[0].generation !== this.projector.generation()) {
      const restored = await this.restoreSnapshot();
      if (restored !== null) return restored;
      await this.parked.clear(); // a new index replays everything, parked events included
      return 0;
    }
    return Number(rows[0].position);
  }

  /** Where the live index stands in the log (a snapshot saved now is valid at this mark). */
  mark(): Promise<LogMark> {
    return logMark(this.db, this.position);
  }

  /**
   * Starts from the projector's saved snapshot when the database still holds exactly the log it was
   * taken at (same database, same event at its position, nothing parked): the catch-up then applies
   * only what came after. Anything else is ignored with a warning, and the log is replayed from 0.
   */
  private async restoreSnapshot(): Promise<number | null> {
    if (!this.projector.loadSnapshot) return null;
    let snapshot: Awaited<ReturnType<NonNullable<Projector<W>['loadSnapshot']>>>;
    try {
      snapshot = await this.projector.loadSnapshot();
    } catch (error) {
      this.logger.warn(`snapshot not loaded (${message(error)}); replaying the event log`);
      return null;
    }
    if (!snapshot) return null;
    const { mark } = snapshot;
    const reason = await snapshotProblem(this.db, this.projector.name, mark);
    if (reason) {
      this.logger.warn(`snapshot ignored: ${reason}; replaying the event log`);
      return null;
    }
    try {
      await snapshot.adopt();
    } catch (error) {
      this.logger.warn(`snapshot not usable (${message(error)}); replaying the event log`);
      return null;
    }
    this.position = mark.position;
    await this.saveCheckpoint();
    this.logger.log(`started from a snapshot at ${mark.position}; catching up from there`);
    return mark.position;
  }

  private async saveCheckpoint(): Promise<void> {
    await this.db.query(
      `INSERT INTO projector_checkpoint (projector, generation, position, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (projector) DO UPDATE SET generation = EXCLUDED.generation, position = EXCLUDED.position, updated_at = now()`,
      [this.projector.name, this.projector.generation(), this.position],
    );
  }

  /**
   * Runs work that applies events. With a shared read model it first takes the projector's advisory lock (held on
   * one connection until the work ends; released by PostgreSQL if this process dies) and moves to the checkpoint
   * another instance may have stored meanwhile.
   */
  private async exclusively<T>(work: () => Promise<T>): Promise<T> {
    if (!this.options.shared) return work();
    const lock = this.db.createQueryRunner();
    const key = `projector:${this.projector.name}`;
    try {
      await lock.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
      const rows = await lock.query('SELECT generation, position FROM projector_checkpoint WHERE projector = $1', [this.projector.name]);
      if (rows.length > 0 && rows[0].generation === this.projector.generation()) this.position = Math.max(this.position, Number(rows[0].position));
      return await work();
    } finally {
      await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
      await lock.release();
    }
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }
}

function startsAtCheckpoint(events: StoredEvent[], position: number): boolean {
  return events.every((e, i) => e.sequence === position + 1 + i);
}

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
