import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { B2bPackages } from '../../application/packages';
import { ListB2bPackagesQuery } from './list-packages.query';

@QueryHandler(ListB2bPackagesQuery)
export class ListB2bPackagesHandler implements IQueryHandler<ListB2bPackagesQuery> {
  constructor(private readonly packages: B2bPackages) {}

  execute() {
    return Promise.resolve({ items: [...this.packages.items] });
  }
}
