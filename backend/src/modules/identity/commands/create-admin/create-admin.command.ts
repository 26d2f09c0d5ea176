import { Command } from '@nestjs/cqrs';
import { AdminUserView } from '../../application/admin-user.view';
import { AdminRole } from '../../domain/admin-user.aggregate';

/** Adds an admin. A temporary password (the default) must be changed at first sign-in. */
export class CreateAdminCommand extends Command<AdminUserView> {
  constructor(
    readonly username: string,
    readonly role: AdminRole,
    readonly password: string,
    readonly options: { temporary?: boolean } = {},
  ) {
    super();
  }
}
