import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Actor, runAs } from '../../platform/actor/actor-context';
import { Clock } from '../../platform/time/clock';
import { todayDay } from '../../platform/time/uk-days';
import { UpdateEventCommand } from '../events/commands/update-event/update-event.command';
import { planCatalogue } from './catalogue-plan';

/** Who the refresh acts as in the event log and the operations list (`job:seed-refresh`). */
const SEED_REFRESH = 'seed-refresh';
export const SEED_REFRESH_ACTOR: Actor = { kind: 'job', name: SEED_REFRESH };

export interface CatalogueRefreshResult {
  /** Seeded catalogue events still open to change (published or draft). */
  seeded: number;
  /** Of those that differ from the current plan, ones an admin or a job has changed since seeding: left as they are. */
  edited: number;
  /** Ones whose dates, date status or description the current plan changed. */
  refreshed: number;
}

/**
 * Brings an install seeded by an older seeder up to the current seed plan (dates from the date rules, estimates
 * stored as unconfirmed, descriptions without filing notes). The seeder only fills an empty database, and the
 * migration that added `dates_confirmed` marked every existing row confirmed, so without this an old install would
 * keep Friday dates presented as fact.
 *
 * Only events nobody has touched since seeding are refreshed: every event in their stream was written by the seeder
 * (created, published, featured, under the system or CLI actor) or by an earlier refresh. The change goes through
 * the event update command, so it is in the event log under `job:seed-refresh`; an event the plan already matches
 * records nothing, so running it again changes nothing.
 */
@Injectable()
export class CatalogueRefresher {
  private readonly logger = new Logger('CatalogueRefresher');

  constructor(
    private readonly db: DataSource,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async refresh(): Promise<CatalogueRefreshResult> {
    const plan = new Map(planCatalogue(todayDay(this.clock.now())).map((p) => [p.fact.name, p.details]));
    // A cheap look at the events table first: at every start of an up-to-date install nothing differs from the plan,
    // and the event-log check below (which reads every seeded event's history) is skipped.
    const seeded: Array<{ id: string; title: string; startDate: string; endDate: string; datesConfirmed: boolean; description: string }> = await this.db.query(
      `SELECT id, title, start_date::text AS "startDate", end_date::text AS "endDate", dates_confirmed AS "datesConfirmed", description
           FROM events WHERE source = 'catalogue' AND status IN ('published', 'draft') AND title = ANY($1)`,
      [[...plan.keys()]],
    );
    const stale = seeded.filter((e) => {
      const p = plan.get(e.title)!;
      return e.startDate !== p.startDate || e.endDate !== p.endDate || e.datesConfirmed !== p.datesConfirmed || e.description !== p.description;
    });
    if (stale.length === 0) return { seeded: seeded.length, edited: 0, refreshed: 0 };
    const rows: Array<{ id: string; title: string; untouched: boolean }> = await this.db.query(
      `SELECT l.stream_id AS id,
              bool_and(
                (l.type IN ('EventCreated', 'EventPublished', 'EventFeatured') AND COALESCE(l.metadata->'actor'->>'kind', 'system') IN ('system', 'cli'))
                OR (l.metadata->'actor'->>'kind' = 'job' AND l.metadata->'actor'->>'name' = $1)
              ) AS untouched
         FROM event_log l WHERE l.stream_id = ANY($2)
        GROUP BY l.stream_id`,
      [SEED_REFRESH, stale.map((e) => String(e.id))],
    );
    const untouched = new Set(rows.filter((r) => r.untouched).map((r) => r.id));
    let refreshed = 0;
    for (const row of stale.filter((e) => untouched.has(String(e.id)))) {
      const { startDate, endDate, datesConfirmed, description } = plan.get(row.title)!;
      const before = await this.version(row.id);
      try {
        const { version } = await runAs(SEED_REFRESH_ACTOR, () =>
          this.commands.execute(new UpdateEventCommand(row.id, { startDate, endDate, datesConfirmed, description }, before, { datesConfirmedAsGiven: true })),
        );
        if (version !== before) refreshed += 1;
      } catch (error) {
        // Changed meanwhile (an admin saving at start-up): theirs wins; a failure here must not stop the site starting.
        this.logger.warn(`"${row.title}" not refreshed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const result = { seeded: seeded.length, edited: stale.length - untouched.size, refreshed };
    if (refreshed > 0) this.logger.log(`refreshed ${refreshed} seeded events to the current catalogue (${result.edited} edited ones left as they are)`);
    return result;
  }

  private async version(id: string): Promise<number> {
    const [{ version }] = await this.db.query('SELECT version FROM events WHERE id = $1', [id]);
    return Number(version);
  }
}
