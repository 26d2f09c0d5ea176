import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accessibility facts on venues and events (issue 30): a jsonb object of yes / no / not-stated values and a contact
 * ('{}' = nothing stated), and events referring to their venue by id. Existing events are linked to the venue that
 * lists their venue name among its spellings in the same town (the venue page's rule without the distance part; the
 * seeder links the rest by the full rule).
 */
export class AccessibilityAndEventVenues1795923503772 implements MigrationInterface {
  name = 'AccessibilityAndEventVenues1795923503772';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE venues ADD COLUMN accessibility jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await q.query(`ALTER TABLE events ADD COLUMN accessibility jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await q.query(`ALTER TABLE events ADD COLUMN venue_id uuid NULL REFERENCES venues(id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX events_venue_id_idx ON events (venue_id)`);
    await q.query(`
      UPDATE events e SET venue_id = v.id
      FROM venues v
      WHERE e.venue_id IS NULL AND e.venue <> ''
        AND lower(e.venue) IN (SELECT lower(n) FROM unnest(v.names) AS n)
        AND lower(e.city) = lower(v.town)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events DROP COLUMN venue_id`);
    await q.query(`ALTER TABLE events DROP COLUMN accessibility`);
    await q.query(`ALTER TABLE venues DROP COLUMN accessibility`);
  }
}
