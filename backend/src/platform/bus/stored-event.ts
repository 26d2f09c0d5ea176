/** One row of the event log as it travels over the bus. */
export interface StoredEvent<P = Record<string, unknown>> {
  /** Global, gap-free-enough ordering (bigserial); projectors checkpoint on it. */
  sequence: number;
  streamId: string;
  streamType: string;
  /** 1-based version of the stream after this event. */
  version: number;
  type: string;
  /** Payload schema version of this event type. */
  schemaVersion: number;
  payload: P;
  occurredAt: string;
  /** Who caused it (see platform/actor); `{}` on events stored before metadata existed. */
  metadata?: EventMetadata;
}

export interface EventMetadata {
  actor?: { kind: string; id?: string; username?: string; name?: string };
}
