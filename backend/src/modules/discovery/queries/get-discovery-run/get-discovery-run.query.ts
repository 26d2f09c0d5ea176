import { Query } from '@nestjs/cqrs';
import { DiscoveryRunView } from '../../contracts/discovery.schemas';

export class GetDiscoveryRunQuery extends Query<DiscoveryRunView> {
  constructor(readonly id: string) {
    super();
  }
}
