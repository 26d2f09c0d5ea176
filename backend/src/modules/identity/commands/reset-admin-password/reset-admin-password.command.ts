import { Command } from '@nestjs/cqrs';
import { AdminUserView } from '../../application/admin-user.view';

/** Gives another admin (by id or username) a temporary password, to be changed at next sign-in; ends their sessions. */
export class ResetAdminPasswordCommand extends Command<AdminUserView> {
  constructor(
    readonly target: string,
    readonly temporaryPassword: string,
    readonly by: 'owner' | 'cli' = 'owner',
  ) {
    super();
  }
}
