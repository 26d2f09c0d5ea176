import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ImportEventsCommand } from '../../events/commands/import-events/import-events.command';
import { GetAdminEventQuery } from '../../events/queries/get-admin-event/get-admin-event.query';
import { ListAdminEventsQuery } from '../../events/queries/list-admin-events/list-admin-events.query';
import { UpdateEventCommand } from '../../events/commands/update-event/update-event.command';
import { Catalogue, CatalogueMatch, EventImporter, ImportItem } from '../application/ports/catalogue.port';
import { Comparable, isAlike, isDuplicate, isEstimateOf, isNearEstimate, titleKey } from '../domain/duplicates';

/** The catalogue read through the events module's admin queries (read model: every status). */
@Injectable()
export class QueryBusCatalogue extends Catalogue {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async findDuplicate(event: Comparable): Promise<CatalogueMatch | null> {
    const q = titleKey(event.title);
    if (!q) return null;
    const { items } = await this.queries.execute(new ListAdminEventsQuery({ q, page: 1, limit: 10 }));
    for (const row of items) {
      // Title and dates from the row (cheap); the venue's map point and whether its dates are an estimate only for a likely match.
      if (!isAlike(row, event) && !isNearEstimate(row, event)) continue;
      const { event: stored } = await this.queries.execute(new GetAdminEventQuery(row.id));
      if (isDuplicate(stored, event) || (!stored.datesConfirmed && isEstimateOf(stored, event))) {
        return { id: row.id, title: row.title, datesConfirmed: stored.datesConfirmed };
      }
    }
    return null;
  }

  async exists(id: string): Promise<boolean> {
    try {
      await this.queries.execute(new GetAdminEventQuery(id));
      return true;
    } catch {
      return false;
    }
  }
}

/** Imports through the events module's ImportEventsCommand: one transaction per batch, each event with its events. */
@Injectable()
export class CommandBusEventImporter extends EventImporter {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  async import(items: ImportItem[]): Promise<void> {
    await this.commands.execute(new ImportEventsCommand(items.map((i) => ({ id: i.id, details: { ...i.event, datesConfirmed: true }, publish: i.publish }))));
  }

  async confirmDates(id: string, dates: { startDate: string; endDate: string }): Promise<void> {
    await this.commands.execute(new UpdateEventCommand(id, { ...dates, datesConfirmed: true }));
  }
}
