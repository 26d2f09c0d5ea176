import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { Clock } from '../../../../platform/time/clock';
import { AdminUserView, toAdminUserView } from '../../application/admin-user.view';
import { AdminUserRepository } from '../../application/ports/admin-user.repository.port';
import { PasswordHasher } from '../../application/ports/password-hasher.port';
import { AdminUser, checkUsername } from '../../domain/admin-user.aggregate';
import { PasswordRejectedError } from '../../domain/identity.errors';
import { passwordProblem } from '../../domain/password-policy';
import { CreateAdminCommand } from './create-admin.command';

@CommandHandler(CreateAdminCommand)
export class CreateAdminHandler implements ICommandHandler<CreateAdminCommand> {
  constructor(
    private readonly users: AdminUserRepository,
    private readonly hasher: PasswordHasher,
    private readonly uow: UnitOfWork,
    private readonly operations: OperationsLog,
    private readonly clock: Clock,
  ) {}

  async execute({ username, role, password, options }: CreateAdminCommand): Promise<AdminUserView> {
    const outcome = await this.operations.track('identity.create-admin', async () => {
      const name = checkUsername(username);
      const problem = passwordProblem(password, name);
      if (problem) throw new PasswordRejectedError(problem, 'temporaryPassword');
      const user = AdminUser.create(
        randomUUID(),
        { username: name, passwordHash: await this.hasher.hash(password), role, requiresPasswordChange: options.temporary ?? true },
        this.clock.now(),
      );
      await this.uow.run((tx) => this.users.insert(tx, user));
      return { message: `Admin ${name} added (${role})`, data: { username: name, role }, user: toAdminUserView(user) };
    });
    return outcome.user;
  }
}
