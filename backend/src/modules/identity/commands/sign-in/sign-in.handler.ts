import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { runAs } from '../../../../platform/actor/actor-context';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { Clock } from '../../../../platform/time/clock';
import { LoginThrottle, SignInAttempt } from '../../application/login-throttle';
import { AdminUserRepository } from '../../application/ports/admin-user.repository.port';
import { PasswordHasher } from '../../application/ports/password-hasher.port';
import { SignInCommand, SignInResult } from './sign-in.command';

/**
 * Unknown user, wrong password and disabled account get the same answer after the same work (an argon2
 * verify, against a dummy hash when the user does not exist), so neither the answer nor its timing tells
 * which usernames exist.
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    private readonly users: AdminUserRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly uow: UnitOfWork,
    private readonly operations: OperationsLog,
    private readonly clock: Clock,
  ) {}

  async execute({ username, password, ip }: SignInCommand): Promise<SignInResult> {
    const attempted = username.trim().slice(0, 64);
    let attempt: SignInAttempt;
    try {
      attempt = await this.throttle.reserve(username, ip);
    } catch (error) {
      await runAs({ kind: 'visitor' }, () =>
        this.operations.record('identity.login', false, { message: 'Sign-in blocked: too many failed attempts', data: { username: attempted, ip } }),
      );
      throw error;
    }
    const user = await this.users.findByUsername(username);
    const verified = user ? await this.hasher.verify(user.passwordHash, password) : await this.hasher.verifyDummy(password);
    if (!user || !verified || user.disabled) {
      // The reserved slot stays taken: it is this failure's count.
      const reason = !user ? 'unknown username' : !verified ? 'wrong password' : 'account disabled';
      await runAs({ kind: 'visitor' }, () =>
        this.operations.record('identity.login', false, { message: `Sign-in refused (${reason})`, data: { username: attempted, ip } }),
      );
      return { ok: false };
    }
    await attempt.succeeded();
    return runAs({ kind: 'admin', id: user.id, username: user.username }, async () => {
      await this.uow.run(async (tx) => {
        const locked = await this.users.findById(user.id, tx);
        if (!locked) return;
        locked.signedIn(this.clock.now());
        await this.users.save(tx, locked);
      });
      await this.operations.record('identity.login', true, { message: 'Signed in', data: { username: user.username, ip } });
      return { ok: true as const, id: user.id, username: user.username, role: user.role, requiresPasswordChange: user.requiresPasswordChange };
    });
  }
}
