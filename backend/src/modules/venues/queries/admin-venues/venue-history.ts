import { StoredEvent } from '../../../../platform/bus/stored-event';
import { VenueTypes } from '../../domain/venue.aggregate';

export interface VenueHistoryEntry {
  version: number;
  type: string;
  occurredAt: string;
  actor: { kind: string; username?: string; name?: string };
  changes: Array<{ field: string; from: unknown; to: unknown }>;
}

/** Folds a venue's stream into who changed which field when (before → after), newest first. */
export function venueHistory(stream: readonly StoredEvent[]): VenueHistoryEntry[] {
  let state: Record<string, unknown> = {};
  const entries: VenueHistoryEntry[] = [];
  for (const e of stream) {
    const created = e.type === VenueTypes.Created;
    const changes = Object.entries(e.payload)
      .map(([field, to]) => ({ field, from: created ? null : (state[field] ?? null), to: to ?? null }))
      .filter((c) => JSON.stringify(c.from) !== JSON.stringify(c.to));
    state = created ? { ...e.payload } : { ...state, ...e.payload };
    const a = e.metadata?.actor;
    const actor = a ? { kind: a.kind, ...(a.username ? { username: a.username } : {}), ...(a.name ? { name: a.name } : {}) } : { kind: 'unknown' };
    entries.push({ version: e.version, type: e.type, occurredAt: e.occurredAt, actor, changes });
  }
  return entries.reverse();
}
