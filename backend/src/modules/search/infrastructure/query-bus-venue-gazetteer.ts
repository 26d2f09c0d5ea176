import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListVenuesQuery } from '../../venues/queries/list-venues/list-venues.query';
import { VenueGazetteer, VenueTerm } from '../application/venue-gazetteer.port';

/** How long a list of venues is used before asking again: venues change rarely, queries come many a second. */
const KEEP_MS = 60_000;

/** Asks the venues module through its exported query. */
@Injectable()
export class QueryBusVenueGazetteer extends VenueGazetteer {
  private kept: { at: number; terms: Promise<VenueTerm[]> } | null = null;

  constructor(private readonly queries: QueryBus) {
    super();
  }

  list(): Promise<VenueTerm[]> {
    const now = Date.now();
    if (!this.kept || now - this.kept.at > KEEP_MS) {
      // Without the venues module (a search-only test app) or on a failure, no venue is read: asked again next time.
      const terms = this.queries.execute(new ListVenuesQuery()).then(
        (venues) => venues.map(({ name, latitude, longitude }) => ({ name, names: [name], latitude, longitude })),
        () => {
          this.kept = null;
          return [];
        },
      );
      this.kept = { at: now, terms };
    }
    return this.kept.terms;
  }
}
