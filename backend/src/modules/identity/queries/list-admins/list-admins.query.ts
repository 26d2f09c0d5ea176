import { Query } from '@nestjs/cqrs';
import { AdminUserView } from '../../application/admin-user.view';

export class ListAdminsQuery extends Query<AdminUserView[]> {}
