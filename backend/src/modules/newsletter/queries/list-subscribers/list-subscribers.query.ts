import { Query } from '@nestjs/cqrs';
import { SubscriberListParams, SubscriberRow } from '../../application/ports/subscriber-admin.repository.port';

export interface SubscriberPage {
  subscribers: SubscriberRow[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

export class ListSubscribersQuery extends Query<SubscriberPage> {
  constructor(readonly params: SubscriberListParams) {
    super();
  }
}
