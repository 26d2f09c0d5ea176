/** One entry of the `event` stream type in the event log. */
export interface EventLogEntry {
  sequence: number;
  eventId: string;
}

/**
 * Where the event stream's changes are read in log order. Sequence order is commit order (appends take one
 * advisory lock: docs/decisions/0002), so a reader that has seen sequence N never sees a smaller one appear later.
 * Abstract class so it doubles as the DI token.
 */
export abstract class EventChangeLog {
  /** At most `limit` entries after `afterSequence`, in sequence order. */
  abstract after(afterSequence: number, limit: number): Promise<EventLogEntry[]>;
  /**
   * A position every entry written at or after `time` comes after: the sequence before the first such entry (or the
   * log's end when there is none). Earlier entries may follow it too (times are taken at transaction start).
   */
  abstract positionBefore(time: Date): Promise<number>;
}
