import { EventReadModelModule } from '../events/infrastructure/read-model/event-read-model.module';
import { AdminUserEntity } from './infrastructure/admin-user.entity';
import { Module, NestModule, OnApplicationBootstrap } from '@nestjs/common';
import { APP_GUARD, HttpAdapterHost } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { NextFunction, Request, Response } from 'express';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { InitialOwner } from './commands/create-admin/initial-owner';
import { LoginThrottle } from './application/login-throttle';
import { AdminSessions } from './application/ports/admin-sessions.port';
import { AdminUserRepository } from './application/ports/admin-user.repository.port';
import { PasswordHasher } from './application/ports/password-hasher.port';
import { SystemProbes } from './application/ports/system-probes.port';
import { ChangeAdminRoleController } from './commands/change-admin-role/change-admin-role.http.controller';
import { ChangeAdminRoleHandler } from './commands/change-admin-role/change-admin-role.handler';
import { ChangeOwnPasswordController } from './commands/change-own-password/change-own-password.http.controller';
import { ChangeOwnPasswordHandler } from './commands/change-own-password/change-own-password.handler';
import { CreateAdminController } from './commands/create-admin/create-admin.http.controller';
import { CreateAdminHandler } from './commands/create-admin/create-admin.handler';
import { ResetAdminPasswordController } from './commands/reset-admin-password/reset-admin-password.http.controller';
import { ResetAdminPasswordHandler } from './commands/reset-admin-password/reset-admin-password.handler';
import { SetAdminAccessController } from './commands/set-admin-access/set-admin-access.http.controller';
import { SetAdminAccessHandler } from './commands/set-admin-access/set-admin-access.handler';
import { SignInController } from './commands/sign-in/sign-in.http.controller';
import { SignInHandler } from './commands/sign-in/sign-in.handler';
import { SignOutController } from './commands/sign-out/sign-out.http.controller';
import { SignOutHandler } from './commands/sign-out/sign-out.handler';
import { AdminAccessGuard } from './http/admin-access.guard';
import { AdminSessionMiddleware } from './http/admin-session.middleware';
import { PreLoginCsrf } from './http/pre-login-csrf';
import { AdminSessionStore } from './infrastructure/admin-session.store';
import { Argon2PasswordHasher } from './infrastructure/argon2-password.hasher';
import { PostgresSystemProbes } from './infrastructure/postgres-system-probes';
import { TypeOrmAdminUserRepository } from './infrastructure/typeorm-admin-user.repository';
import { ListAdminsController } from './queries/list-admins/list-admins.http.controller';
import { ListAdminsHandler } from './queries/list-admins/list-admins.handler';
import { SessionStatusController } from './queries/session-status/session-status.http.controller';
import { SystemStatusController } from './queries/system-status/system-status.http.controller';
import { GetSystemStatusHandler } from './queries/system-status/system-status.handler';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';

/**
 * Admin accounts, sessions and the global guard: every route needs a signed-in admin unless it is on
 * the public allow-list (application/public-routes.ts). See docs/decisions/0007-admin-sessions-and-csrf.md.
 */
@Module({
  imports: [CqrsModule, RateLimitModule, EventReadModelModule],
  controllers: [
    SessionStatusController,
    SignInController,
    SignOutController,
    ChangeOwnPasswordController,
    SystemStatusController,
    ListAdminsController,
    CreateAdminController,
    SetAdminAccessController,
    ResetAdminPasswordController,
    ChangeAdminRoleController,
  ],
  providers: [
    { provide: AdminUserRepository, useClass: TypeOrmAdminUserRepository },
    { provide: SystemProbes, useClass: PostgresSystemProbes },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    AdminSessionStore,
    { provide: AdminSessions, useExisting: AdminSessionStore },
    { provide: APP_GUARD, useClass: AdminAccessGuard },
    AdminSessionMiddleware,
    PreLoginCsrf,
    { provide: LoginThrottle, useFactory: (limiter: RateLimiter) => new LoginThrottle(limiter), inject: [RateLimiter] },
    InitialOwner,
    SignInHandler,
    SignOutHandler,
    ChangeOwnPasswordHandler,
    CreateAdminHandler,
    SetAdminAccessHandler,
    ResetAdminPasswordHandler,
    ChangeAdminRoleHandler,
    ListAdminsHandler,
    GetSystemStatusHandler,
  ],
  exports: [AdminUserRepository, InitialOwner],
})
export class IdentityModule implements NestModule, OnApplicationBootstrap {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [AdminUserEntity];

  constructor(
    private readonly initialOwner: InitialOwner,
    private readonly sessions: AdminSessionMiddleware,
    private readonly adapter: HttpAdapterHost,
  ) {}

  /**
   * Runs only in an HTTP app, before Nest registers its routes. The session middleware is mounted as plain
   * router middleware (MiddlewareConsumer's "all paths" would add a route for every HTTP method, which is
   * noise in the route list); it skips public routes itself before touching the session store.
   */
  configure(): void {
    this.adapter.httpAdapter.use((req: Request, res: Response, next: NextFunction) => void this.sessions.use(req, res, next));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.initialOwner.ensure();
  }
}
