import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DiscoveryRunRepository } from '../../application/ports/discovery-run.repository.port';
import { discoveryRunNotFound } from '../../domain/discovery.errors';
import { GetDiscoveryRunQuery } from './get-discovery-run.query';

@QueryHandler(GetDiscoveryRunQuery)
export class GetDiscoveryRunHandler implements IQueryHandler<GetDiscoveryRunQuery> {
  constructor(private readonly runs: DiscoveryRunRepository) {}

  async execute({ id }: GetDiscoveryRunQuery) {
    const view = await this.runs.view(id);
    if (!view) throw discoveryRunNotFound(id);
    return view;
  }
}
