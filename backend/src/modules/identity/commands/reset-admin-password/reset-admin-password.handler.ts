import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { Clock } from '../../../../platform/time/clock';
import { AdminUserView, toAdminUserView } from '../../application/admin-user.view';
import { findAdminOrFail } from '../../application/find-admin';
import { AdminSessions } from '../../application/ports/admin-sessions.port';
import { AdminUserRepository } from '../../application/ports/admin-user.repository.port';
import { PasswordHasher } from '../../application/ports/password-hasher.port';
import { PasswordRejectedError } from '../../domain/identity.errors';
import { passwordProblem } from '../../domain/password-policy';
import { ResetAdminPasswordCommand } from './reset-admin-password.command';

@CommandHandler(ResetAdminPasswordCommand)
export class ResetAdminPasswordHandler implements ICommandHandler<ResetAdminPasswordCommand> {
  constructor(
    private readonly users: AdminUserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: AdminSessions,
    private readonly uow: UnitOfWork,
    private readonly operations: OperationsLog,
    private readonly clock: Clock,
  ) {}

  async execute({ target, temporaryPassword, by }: ResetAdminPasswordCommand): Promise<AdminUserView> {
    const outcome = await this.operations.track('identity.reset-admin-password', async () => {
      const hash = await this.hasher.hash(temporaryPassword);
      const user = await this.uow.run(async (tx) => {
        const user = await findAdminOrFail(this.users, tx, target);
        const problem = passwordProblem(temporaryPassword, user.username);
        if (problem) throw new PasswordRejectedError(problem, 'temporaryPassword');
        user.changePassword(hash, by, this.clock.now());
        await this.users.save(tx, user);
        return user;
      });
      const ended = await this.sessions.endAllFor(user.id);
      return { message: `Temporary password set for ${user.username}`, data: { username: user.username, sessionsEnded: ended }, user: toAdminUserView(user) };
    });
    return outcome.user;
  }
}
