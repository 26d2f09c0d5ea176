import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { Clock } from '../../../../platform/time/clock';
import { AdminUserView, toAdminUserView } from '../../application/admin-user.view';
import { findAdminOrFail } from '../../application/find-admin';
import { AdminUserRepository } from '../../application/ports/admin-user.repository.port';
import { LastOwnerError } from '../../domain/identity.errors';
import { ChangeAdminRoleCommand } from './change-admin-role.command';

@CommandHandler(ChangeAdminRoleCommand)
export class ChangeAdminRoleHandler implements ICommandHandler<ChangeAdminRoleCommand> {
  constructor(
    private readonly users: AdminUserRepository,
    private readonly uow: UnitOfWork,
    private readonly operations: OperationsLog,
    private readonly clock: Clock,
  ) {}

  async execute({ target, role }: ChangeAdminRoleCommand): Promise<AdminUserView> {
    const outcome = await this.operations.track('identity.change-admin-role', async () => {
      const user = await this.uow.run(async (tx) => {
        const activeOwners = await this.users.lockActiveOwnerIds(tx);
        const user = await findAdminOrFail(this.users, tx, target);
        if (role !== 'owner' && user.isActiveOwner && activeOwners.length <= 1) throw new LastOwnerError('demote');
        user.changeRole(role, this.clock.now());
        await this.users.save(tx, user);
        return user;
      });
      return {
        message: `Admin ${user.username} is now ${role === 'owner' ? 'an owner' : 'an editor'}`,
        data: { username: user.username, role },
        user: toAdminUserView(user),
      };
    });
    return outcome.user;
  }
}
