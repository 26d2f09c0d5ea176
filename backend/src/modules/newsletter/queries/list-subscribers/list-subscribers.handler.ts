import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SubscriberAdminRepository } from '../../application/ports/subscriber-admin.repository.port';
import { ListSubscribersQuery } from './list-subscribers.query';

@QueryHandler(ListSubscribersQuery)
export class ListSubscribersHandler implements IQueryHandler<ListSubscribersQuery> {
  constructor(private readonly admin: SubscriberAdminRepository) {}

  async execute({ params }: ListSubscribersQuery) {
    const { items, total } = await this.admin.list(params);
    return { subscribers: items, pagination: { page: params.page, limit: params.limit, total, totalPages: Math.max(1, Math.ceil(total / params.limit)) } };
  }
}
