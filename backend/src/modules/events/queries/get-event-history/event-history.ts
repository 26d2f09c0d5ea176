/**
 * Folds an event's stream into a readable history: for every stored event, who did it, when, and the
 * fields it changed (before → after), with "before" reconstructed from the earlier events.
 */
import { StoredEvent } from '../../../../platform/bus/stored-event';
import { EventTypes } from '../../domain/event.events';

export interface HistoryActor {
  kind: string;
  username?: string;
  name?: string;
}

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface HistoryEntry {
  sequence: number;
  version: number;
  type: string;
  occurredAt: string;
  actor: HistoryActor;
  changes: FieldChange[];
  /** The removal reason, when one was given. */
  reason?: string | null;
}

/** Derived from priceText; showing them would only repeat the price change. */
const DERIVED = new Set(['minPricePence', 'isFree']);

/** The form's field order (stored payloads are JSONB, whose key order is not ours). */
const FIELD_ORDER = [
  'title',
  'description',
  'imageUrl',
  'category',
  'startDate',
  'endDate',
  'venue',
  'city',
  'region',
  'latitude',
  'longitude',
  'priceText',
  'ticketUrl',
  'source',
  'tags',
  'status',
  'featured',
  'publishAt',
];
const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);

/** Oldest first in, newest first out. */
export function eventHistory(stream: readonly StoredEvent[]): HistoryEntry[] {
  let state: Record<string, unknown> = {};
  const entries: HistoryEntry[] = [];
  for (const e of stream) {
    const next = evolve(state, e);
    const fields = (e.type === EventTypes.Created ? Object.keys(next) : [...new Set([...Object.keys(state), ...Object.keys(next)])]).sort(
      (a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0),
    );
    const changes: FieldChange[] = [];
    for (const field of fields) {
      if (DERIVED.has(field)) continue;
      const from = e.type === EventTypes.Created ? null : (state[field] ?? null);
      const to = next[field] ?? null;
      if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to });
    }
    entries.push({
      sequence: e.sequence,
      version: e.version,
      type: e.type,
      occurredAt: e.occurredAt,
      actor: actorOf(e),
      changes,
      ...(e.type === EventTypes.Removed ? { reason: (e.payload.reason as string | null) ?? null } : {}),
    });
    state = next;
  }
  return entries.reverse();
}

function evolve(state: Record<string, unknown>, e: StoredEvent): Record<string, unknown> {
  switch (e.type) {
    case EventTypes.Created:
      return { ...e.payload };
    case EventTypes.Updated:
      return { ...state, ...e.payload };
    case EventTypes.Published:
      return { ...state, status: 'published', ...(state.publishAt ? { publishAt: null } : {}) };
    case EventTypes.Featured:
      return { ...state, featured: true };
    case EventTypes.Unfeatured:
      return { ...state, featured: false };
    case EventTypes.Expired:
      return { ...state, status: 'expired', featured: false, ...(state.publishAt ? { publishAt: null } : {}) };
    case EventTypes.Removed:
      return { ...state, status: 'removed', featured: false, ...(state.publishAt ? { publishAt: null } : {}) };
    case EventTypes.Restored:
      return { ...state, status: 'draft', featured: false };
    case EventTypes.PublishScheduled:
      return { ...state, publishAt: e.payload.publishAt };
    case EventTypes.PublishScheduleCleared:
      return { ...state, publishAt: null };
    default:
      return state;
  }
}

/** Only what the admin screen shows: never the admin's internal id. */
function actorOf(e: StoredEvent): HistoryActor {
  const a = e.metadata?.actor;
  if (!a) return { kind: 'unknown' };
  return { kind: a.kind, ...(a.username ? { username: a.username } : {}), ...(a.name ? { name: a.name } : {}) };
}
