import { EntityManager } from 'typeorm';
import { FestivalEvent } from '../domain/event.aggregate';

/** The `events` columns a bulk insert fills, with their PostgreSQL array types (created/updated take their defaults). */
const COLUMNS = [
  ['id', 'uuid'],
  ['title', 'text'],
  ['description', 'text'],
  ['image_url', 'text'],
  ['category', 'text'],
  ['start_date', 'date'],
  ['end_date', 'date'],
  ['venue', 'text'],
  ['city', 'text'],
  ['region', 'text'],
  ['latitude', 'float8'],
  ['longitude', 'float8'],
  ['price_text', 'text'],
  ['min_price_pence', 'int'],
  ['is_free', 'bool'],
  ['dates_confirmed', 'bool'],
  ['ticket_url', 'text'],
  ['featured', 'bool'],
  ['status', 'text'],
  ['source', 'text'],
  // text[] per row cannot go through unnest (it would flatten): an array literal, cast back to text[] below.
  ['tags', 'text'],
  ['venue_id', 'uuid'],
  ['accessibility', 'text'],
  ['version', 'int'],
] as const;

function rowOf(event: FestivalEvent): unknown[] {
  const s = event.state;
  return [
    event.id,
    s.title,
    s.description,
    s.imageUrl,
    s.category,
    s.startDate,
    s.endDate,
    s.venue,
    s.city,
    s.region,
    s.latitude,
    s.longitude,
    s.priceText,
    s.minPricePence,
    s.isFree,
    s.datesConfirmed,
    s.ticketUrl,
    s.featured,
    s.status,
    s.source,
    textArrayLiteral(s.tags),
    s.venueId,
    JSON.stringify(s.accessibility),
    event.version,
  ];
}

/** PostgreSQL's literal of a text[] (`{"folk","family-friendly"}`): each element quoted, `"` and `\` escaped. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * Inserts the events' rows in one statement (arrays through `unnest`, one round trip whatever the size). A row whose
 * id is already stored is left untouched (an import run again); returns the ids inserted.
 */
export async function insertNewEventRows(manager: EntityManager, events: readonly FestivalEvent[]): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const arrays: unknown[][] = COLUMNS.map(() => []);
  for (const event of events) rowOf(event).forEach((value, i) => arrays[i].push(value));
  const names = COLUMNS.map(([name]) => name);
  const selected = names.map((n) => (n === 'tags' ? `r.tags::text[]` : n === 'accessibility' ? `r.accessibility::jsonb` : `r.${n}`));
  const rows: Array<{ id: string }> = await manager.query(
    `INSERT INTO events (${names.join(', ')})
     SELECT ${selected.join(', ')}
       FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) AS r(${names.join(', ')})
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    arrays,
  );
  return new Set(rows.map((r) => r.id));
}
