import { Command } from '@nestjs/cqrs';
import { AdminUserView } from '../../application/admin-user.view';

/** Disables (ending every session) or re-enables an admin, given by id or username. */
export class SetAdminAccessCommand extends Command<AdminUserView> {
  constructor(
    readonly target: string,
    readonly disabled: boolean,
  ) {
    super();
  }
}
