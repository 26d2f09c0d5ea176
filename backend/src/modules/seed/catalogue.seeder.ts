import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import { todayDay } from '../../platform/time/uk-days';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { ImportEventsCommand, ImportedEvent } from '../events/commands/import-events/import-events.command';
import { PublishNewsItemCommand } from '../news/commands/publish-news-item/publish-news-item.command';
import { planCatalogue, planPastEditions } from './catalogue-plan';
import { planNews } from './news-catalogue';
import { CreateVenueCommand } from '../venues/commands/create-venue/create-venue.command';
import { isSameVenue, mergePlaces, venueSlug } from '../venues/contracts/venue-places';
import { NOT_STATED } from '../events/contracts/accessibility.schema';

/**
 * Fills an empty database with the real-festival catalogue, through the same commands an editor
 * would use, so the event log and the read model come out exactly as in normal operation.
 */
@Injectable()
export class CatalogueSeeder {
  private readonly logger = new Logger('CatalogueSeeder');

  constructor(
    private readonly db: DataSource,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async isEmpty(): Promise<boolean> {
    const [{ n }] = await this.db.query('SELECT count(*)::int AS n FROM categories');
    return n === 0;
  }

  async seedIfEmpty(): Promise<boolean> {
    if (!(await this.isEmpty())) {
      await this.seedVenuesIfNone();
      return false;
    }
    const today = todayDay(this.clock.now());
    for (const category of DEFAULT_CATEGORIES) await this.commands.execute(new CreateCategoryCommand(category));

    const catalogue = planCatalogue(today);
    const past: ImportedEvent[] = planPastEditions(today).map((details) => ({ details, expire: true }));
    const { ids } = await this.commands.execute(new ImportEventsCommand(catalogue.map((p) => ({ details: p.details, publish: true, featured: p.featured }))));
    await this.commands.execute(new ImportEventsCommand(past));
    const idByName = new Map(catalogue.map((p, i) => [p.fact.name, ids[i]]));
    const idByPlan = new Map(catalogue.map((p, i) => [p, ids[i]]));
    for (const news of planNews(catalogue, today, (p) => `/event/${idByPlan.get(p)}`)) {
      const festivalId = news.festivalName ? (idByName.get(news.festivalName) ?? null) : null;
      await this.commands.execute(new PublishNewsItemCommand({ ...news.props, festivalId }));
    }
    const venues = await this.seedVenuesIfNone();
    this.logger.log(`seeded ${DEFAULT_CATEGORIES.length} categories, ${catalogue.length} events, ${past.length} past editions, ${venues} venues`);
    return true;
  }

  /**
   * Venues from the places the catalogue's events name (oldest first, so the first spelling wins), duplicates merged
   * by the venues module's rule; once, when there are none yet (an existing database gets them on its next start).
   */
  async seedVenuesIfNone(): Promise<number> {
    const [{ n }] = await this.db.query('SELECT count(*)::int AS n FROM venues');
    if (n > 0) return 0;
    const rows: { id: string; name: string; town: string; region: string; latitude: number | null; longitude: number | null }[] = await this.db.query(
      `SELECT id, venue AS name, city AS town, region, latitude, longitude FROM events WHERE status <> 'removed' AND venue <> '' ORDER BY created_at, id`,
    );
    const linked = new Set<string>();
    const slugs = new Set<string>();
    const merged = mergePlaces(rows);
    for (const place of merged) {
      let slug = venueSlug(place.name, place.town);
      for (let i = 2; slugs.has(slug); i++) slug = `${venueSlug(place.name, place.town)}-${i}`;
      slugs.add(slug);
      const props = {
        slug,
        name: place.name,
        names: place.names,
        address: '',
        town: place.town,
        region: place.region,
        latitude: place.latitude,
        longitude: place.longitude,
        website: null,
        // The reference data states no accessibility facts: every one is 'not stated'.
        accessibility: NOT_STATED,
      };
      // Events refer to their venue by id: the events whose place this venue is are linked as it is created.
      const eventIds = rows.filter((r) => !linked.has(r.id) && place.names.some((name) => isSameVenue({ ...place, name }, r))).map((r) => r.id);
      eventIds.forEach((id) => linked.add(id));
      // A place the venue rules reject (a name too short, coordinates outside the UK) stays without a venue page.
      await this.commands
        .execute(new CreateVenueCommand(props, eventIds))
        .catch((e: Error) => this.logger.warn(`venue "${place.name}" not seeded: ${e.message}`));
    }
    if (merged.length) this.logger.log(`seeded ${merged.length} venues from ${rows.length} event places`);
    return merged.length;
  }
}
