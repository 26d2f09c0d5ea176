import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AlertStore } from '../../application/ports/alert.store.port';
import { AlertStatsQuery, AlertStatsView } from './alert-stats.query';

@QueryHandler(AlertStatsQuery)
export class AlertStatsHandler implements IQueryHandler<AlertStatsQuery, AlertStatsView> {
  constructor(private readonly store: AlertStore) {}

  execute(): Promise<AlertStatsView> {
    return this.store.stats();
  }
}
