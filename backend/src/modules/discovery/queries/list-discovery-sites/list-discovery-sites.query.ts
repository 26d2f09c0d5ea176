import { Query } from '@nestjs/cqrs';
import { DiscoverySiteView } from '../../contracts/discovery.schemas';

export class ListDiscoverySitesQuery extends Query<{ items: DiscoverySiteView[]; configured: string[] }> {}
