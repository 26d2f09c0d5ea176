import { StoredEvent } from '../bus/stored-event';
import { LogMark } from '../event-log/event-log.reader';

/** A saved copy of a projector's index, not yet in use: the runner checks its mark against the database first. */
export interface ProjectorSnapshot {
  mark: LogMark;
  /** Makes the snapshot the live index (its generation becomes the projector's). */
  adopt(): Promise<void>;
}

/** Where a projector writes: the live index, or a fresh one being rebuilt. */
export interface ProjectionRebuild<W> {
  writer: W;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

/**
 * A projector turns events into read-model documents. It must be idempotent per stream version
 * (an event whose version is not newer than the stored document is skipped) and ignore unknown types.
 */
export interface Projector<W> {
  readonly name: string;
  /** The stream types it reads (catch-up then fetches only those); absent: every event. */
  readonly streamTypes?: readonly string[];
  /** Identity of the live index; a checkpoint for another generation is void (replay from 0). */
  generation(): string;
  live(): W;
  beginRebuild(): Promise<ProjectionRebuild<W>>;
  apply(events: StoredEvent[], writer: W): Promise<void>;
  /** A saved index to start from instead of replaying the whole log (null: none usable). */
  loadSnapshot?(): Promise<ProjectorSnapshot | null>;
  /**
   * True when applying any event now would change nothing (alert matching with no stored searches): catch-up then
   * moves the checkpoint to the log's end without reading the backlog (after a bulk import, hundreds of thousands of rows).
   */
  idle?(): Promise<boolean>;
}
