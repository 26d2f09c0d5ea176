import { DataSource } from 'typeorm';
import { completeAccessibility } from '../contracts/accessibility.schema';
import { EventVenueAccess, VenueAccessLookup } from '../application/ports/venue-access.lookup.port';

/** Reads events.venue_id and venues.accessibility (both written by commands; the link is backfilled by a migration). */
export class SqlVenueAccessLookup extends VenueAccessLookup {
  constructor(private readonly db: DataSource) {
    super();
  }

  async forEvents(eventIds: string[]): Promise<Map<string, EventVenueAccess>> {
    if (eventIds.length === 0) return new Map();
    const rows: { id: string; venue_id: string; accessibility: Record<string, unknown> }[] = await this.db.query(
      `SELECT e.id, e.venue_id, v.accessibility FROM events e JOIN venues v ON v.id = e.venue_id WHERE e.id = ANY($1::uuid[])`,
      [eventIds],
    );
    return new Map(rows.map((r) => [r.id, { venueId: r.venue_id, accessibility: completeAccessibility(r.accessibility) }]));
  }

  async eventsAt(venueId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(`SELECT id FROM events WHERE venue_id = $1`, [venueId]);
    return rows.map((r) => r.id);
  }
}
