import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DiscoveryRunRepository } from '../../application/ports/discovery-run.repository.port';
import { ListDiscoveryRunsQuery } from './list-discovery-runs.query';

@QueryHandler(ListDiscoveryRunsQuery)
export class ListDiscoveryRunsHandler implements IQueryHandler<ListDiscoveryRunsQuery> {
  constructor(private readonly runs: DiscoveryRunRepository) {}

  async execute({ limit }: ListDiscoveryRunsQuery) {
    return { items: await this.runs.recent(limit) };
  }
}
