/**
 * When the embedded index is saved to its snapshot file, so a start never has to replay the whole log:
 * - at a graceful shutdown (after the projector has stopped);
 * - in the running site, once the index has been idle for a while after a change (a crash then costs a
 *   catch-up from the last periodic snapshot, not a full rebuild);
 * - by the CLI after a bulk import, built from the database in that process (the site's next start
 *   loads it instead of replaying the import).
 * A snapshot is always taken at a mark no further than what the index holds (mark first, then the
 * content): a start catches up from the mark, and the projector's version guard skips what it already has.
 */
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { lastSequence, logMark, readEventLogOf } from '../../../../../platform/event-log/event-log.reader';
import { ProjectionRunner } from '../../../../../platform/projections/projection-runner';
import { snapshotProblem } from '../../../../../platform/projections/snapshot-check';
import { EventSearchProjector } from '../../event-search.projection';
import { encodeSnapshot, EventIndexSnapshotFile } from './event-index-snapshot';
import { OramaEventReadModel } from './orama-event-read-model';

const PAGE = 5000;

export interface PeriodicSnapshotPolicy {
  /** The index must have applied nothing for this long (0: no periodic snapshots). */
  idleMs: number;
  /** And the previous snapshot of this process must be at least this old. */
  minIntervalMs: number;
}

export interface BuiltSnapshot {
  /** Whether an earlier snapshot was the starting point (else the whole log was read). */
  from: 'snapshot' | 'event log';
  eventsApplied: number;
  documents: number;
  position: number;
  ms: number;
}

export class EventIndexSnapshots {
  private readonly logger = new Logger('EventIndexSnapshot');
  /** The index revision the file holds (null: not known to hold this process's index). */
  private savedRevision: number | null = null;
  private savedAt = 0;
  private seenRevision = -1;
  private changedAt = Date.now();
  private timer: NodeJS.Timeout | null = null;
  private saving: Promise<unknown> | null = null;

  constructor(
    readonly file: EventIndexSnapshotFile,
    private readonly index: OramaEventReadModel,
    private readonly projector: EventSearchProjector,
    private readonly db: DataSource,
  ) {}

  /** Checks a few times per idle period; the work happens only when idle and changed. */
  startPeriodic(runner: ProjectionRunner<unknown>, policy: PeriodicSnapshotPolicy): void {
    if (policy.idleMs <= 0 || this.timer) return;
    const every = Math.max(50, Math.min(1000, policy.idleMs / 4));
    this.timer = setInterval(() => void this.tick(runner, policy), every);
    this.timer.unref();
  }

  stopPeriodic(): Promise<unknown> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    return this.saving ?? Promise.resolve();
  }

  /** Saves the index once the projector has stopped, unless the file already holds it. */
  async saveAtShutdown(runner: ProjectionRunner<unknown>): Promise<void> {
    await this.stopPeriodic();
    await runner.stop();
    // A process that never ran the projector (CLI) or parked events holds no index worth keeping.
    if (!runner.hasRun || runner.parkedCount > 0) return;
    if (this.fileHoldsIndex()) return;
    await this.save(runner, 'at shutdown');
  }

  /**
   * The index of everything in the log, built in this process (the CLI's context, whose own index is
   * never fed) and saved: from the current snapshot when it is still valid, else from the whole log.
   */
  async buildFromLog(): Promise<BuiltSnapshot> {
    const started = Date.now();
    let position = 0;
    let from: BuiltSnapshot['from'] = 'event log';
    const loaded = await this.projector.loadSnapshot();
    if (loaded) {
      const problem = await snapshotProblem(this.db, this.projector.name, loaded.mark);
      if (problem) this.logger.warn(`snapshot ignored: ${problem}; building from the event log`);
      else {
        await loaded.adopt();
        position = loaded.mark.position;
        from = 'snapshot';
      }
    }
    const upTo = await lastSequence(this.db);
    const read = (after: number) => readEventLogOf(this.db, this.projector.streamTypes, after, upTo, PAGE);
    let applied = 0;
    // The next page is read while this one is applied (as the runner's catch-up does).
    let next: ReturnType<typeof read> | null = position < upTo ? read(position) : null;
    while (next) {
      const page = await next;
      next = page.length === PAGE ? read(page[page.length - 1].sequence) : null;
      next?.catch(() => undefined); // awaited in the next round; a failure surfaces there
      if (page.length > 0) await this.projector.apply(page, this.index);
      applied += page.length;
    }
    position = upTo;
    const documents = this.index.size;
    // Nothing new since the snapshot it started from: the file already holds this index.
    if (from !== 'snapshot' || applied > 0) await this.file.save(await logMark(this.db, upTo), await this.index.snapshot());
    return { from, eventsApplied: applied, documents, position, ms: Date.now() - started };
  }

  private async tick(runner: ProjectionRunner<unknown>, policy: PeriodicSnapshotPolicy): Promise<void> {
    if (this.saving) return; // one save at a time
    const revision = this.index.revision;
    const now = Date.now();
    if (revision !== this.seenRevision) {
      this.seenRevision = revision;
      this.changedAt = now;
      return;
    }
    if (now - this.changedAt < policy.idleMs || now - this.savedAt < policy.minIntervalMs) return;
    if (!runner.isCaughtUp || runner.parkedCount > 0 || this.fileHoldsIndex()) return;
    this.savedAt = now;
    this.saving = this.save(runner, 'idle');
    try {
      await this.saving;
    } finally {
      this.saving = null;
    }
  }

  private fileHoldsIndex(): boolean {
    const revision = this.index.revision;
    return revision === this.savedRevision || revision === this.projector.restoredRevision;
  }

  private async save(runner: ProjectionRunner<unknown>, why: string): Promise<void> {
    const started = Date.now();
    try {
      // Mark first: the content taken after it holds at least everything up to the mark.
      const mark = await runner.mark();
      const revision = this.index.revision;
      const { body, documents } = await this.index.betweenWrites(async (snapshot) => ({
        body: await encodeSnapshot(snapshot),
        documents: snapshot.columns.docs.slots.length,
      }));
      await this.file.saveEncoded(mark, body, documents);
      this.savedRevision = revision;
      this.logger.log(`saved ${documents} events at ${mark.position} (${why}) in ${Date.now() - started} ms`);
    } catch (error) {
      this.logger.warn(`snapshot not saved: ${(error as Error).message}`);
    }
  }
}
