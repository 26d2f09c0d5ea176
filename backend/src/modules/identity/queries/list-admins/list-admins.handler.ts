import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AdminUserView, toAdminUserView } from '../../application/admin-user.view';
import { AdminUserRepository } from '../../application/ports/admin-user.repository.port';
import { ListAdminsQuery } from './list-admins.query';

@QueryHandler(ListAdminsQuery)
export class ListAdminsHandler implements IQueryHandler<ListAdminsQuery> {
  constructor(private readonly users: AdminUserRepository) {}

  async execute(): Promise<AdminUserView[]> {
    return (await this.users.list()).map(toAdminUserView);
  }
}
