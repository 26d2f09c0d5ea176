import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { B2B_PACKAGES } from '../../application/packages';
import { ListB2bPackagesQuery } from './list-packages.query';

@QueryHandler(ListB2bPackagesQuery)
export class ListB2bPackagesHandler implements IQueryHandler<ListB2bPackagesQuery> {
  execute() {
    return Promise.resolve({ items: [...B2B_PACKAGES] });
  }
}
