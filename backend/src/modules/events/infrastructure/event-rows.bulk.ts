import { EntityManager } from 'typeorm';
import { FestivalEvent } from '../domain/event.aggregate';

/** The `events` columns a bulk insert fills, with their PostgreSQL types (created/updated take their defaults). */
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
  ['tags', 'text[]'],
  ['venue_id', 'uuid'],
  ['accessibility', 'jsonb'],
  ['version', 'int'],
] as const;

/** One row, in the order of COLUMNS. */
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
    s.tags,
    s.venueId,
    s.accessibility,
    event.version,
  ];
}

const NAMES = COLUMNS.map(([name]) => name).join(', ');
/** Row i of the JSON array `$1`: element k is column k, cast from its JSON text (a JSON array to text[] by the function). */
const SELECTED = COLUMNS.map(([, type], k) =>
  type === 'jsonb' ? `r.v->${k}` : type === 'text[]' ? `ARRAY(SELECT jsonb_array_elements_text(r.v->${k}))` : `(r.v->>${k})::${type}`,
).join(', ');

/**
 * Inserts the events' rows in one statement: one JSON array of rows (one round trip whatever the size; a JSON string
 * is sent as it is, where pg escapes every element of a text[] one by one). A row whose id is already stored is left
 * untouched (an import run again); returns the ids inserted.
 */
export async function insertNewEventRows(manager: EntityManager, events: readonly FestivalEvent[]): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const rows: Array<{ id: string }> = await manager.query(
    `INSERT INTO events (${NAMES})
     SELECT ${SELECTED} FROM jsonb_array_elements($1::jsonb) AS r(v)
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    [JSON.stringify(events.map(rowOf))],
  );
  return new Set(rows.map((r) => r.id));
}
