import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { Clock } from '../../../../platform/time/clock';
import { AdminUserView, toAdminUserView } from '../../application/admin-user.view';
import { findAdminOrFail } from '../../application/find-admin';
import { AdminSessions } from '../../application/ports/admin-sessions.port';
import { AdminUserRepository } from '../../application/ports/admin-user.repository.port';
import { LastOwnerError } from '../../domain/identity.errors';
import { SetAdminAccessCommand } from './set-admin-access.command';

@CommandHandler(SetAdminAccessCommand)
export class SetAdminAccessHandler implements ICommandHandler<SetAdminAccessCommand> {
  constructor(
    private readonly users: AdminUserRepository,
    private readonly sessions: AdminSessions,
    private readonly uow: UnitOfWork,
    private readonly operations: OperationsLog,
    private readonly clock: Clock,
  ) {}

  async execute({ target, disabled }: SetAdminAccessCommand): Promise<AdminUserView> {
    const outcome = await this.operations.track(disabled ? 'identity.disable-admin' : 'identity.enable-admin', async () => {
      const user = await this.uow.run(async (tx) => {
        // Owner rows are locked first, so two owners disabling each other cannot both succeed.
        const activeOwners = await this.users.lockActiveOwnerIds(tx);
        const user = await findAdminOrFail(this.users, tx, target);
        if (disabled) {
          if (user.isActiveOwner && activeOwners.length <= 1) throw new LastOwnerError('disable');
          user.disable(this.clock.now());
        } else {
          user.enable(this.clock.now());
        }
        await this.users.save(tx, user);
        return user;
      });
      const ended = disabled ? await this.sessions.endAllFor(user.id) : 0;
      return {
        message: `Admin ${user.username} ${disabled ? 'disabled' : 'enabled'}`,
        data: { username: user.username, sessionsEnded: ended },
        user: toAdminUserView(user),
      };
    });
    return outcome.user;
  }
}
