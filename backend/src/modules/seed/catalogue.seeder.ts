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
    if (!(await this.isEmpty())) return false;
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
    this.logger.log(`seeded ${DEFAULT_CATEGORIES.length} categories, ${catalogue.length} events, ${past.length} past editions`);
    return true;
  }
}
