import { Query } from '@nestjs/cqrs';
import { DiscoveryRunView } from '../../contracts/discovery.schemas';

/** The latest runs, newest first (the admin tool's results log). */
export class ListDiscoveryRunsQuery extends Query<{ items: DiscoveryRunView[] }> {
  constructor(readonly limit = 20) {
    super();
  }
}
