import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PartnerKeyStore } from '../../application/ports/partner-key.store.port';
import { ListKeysQuery } from './list-keys.query';

@QueryHandler(ListKeysQuery)
export class ListKeysHandler implements IQueryHandler<ListKeysQuery> {
  constructor(private readonly keys: PartnerKeyStore) {}

  async execute() {
    return { items: await this.keys.list() };
  }
}
