import { Command } from '@nestjs/cqrs';
import { AdminUserView } from '../../application/admin-user.view';
import { AdminRole } from '../../domain/admin-user.aggregate';

/** Makes an admin an owner or an editor; the last active owner cannot be demoted. */
export class ChangeAdminRoleCommand extends Command<AdminUserView> {
  constructor(
    readonly target: string,
    readonly role: AdminRole,
  ) {
    super();
  }
}
