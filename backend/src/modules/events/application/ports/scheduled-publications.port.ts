/** A draft whose scheduled publish time has come, with the version it was read at. */
export interface DuePublication {
  id: string;
  version: number;
  publishAt: string;
}

/** Reads drafts' publish schedules from the write model (they are not in the search read model). */
export abstract class ScheduledPublications {
  /** Drafts scheduled at or before `now`, earliest first. */
  abstract due(now: Date, limit: number): Promise<DuePublication[]>;
  /** The scheduled publish time (ISO 8601 UTC) of each of these events that has one. */
  abstract scheduledFor(ids: readonly string[]): Promise<Map<string, string>>;
}
