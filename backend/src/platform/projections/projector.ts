import { StoredEvent } from '../bus/stored-event';

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
}
