import { Query } from '@nestjs/cqrs';
import { HistoryEntry } from './event-history';

export class GetEventHistoryQuery extends Query<{ items: HistoryEntry[] }> {
  constructor(readonly id: string) {
    super();
  }
}
