import { Command } from '@nestjs/cqrs';
import { AdminRole } from '../../domain/admin-user.aggregate';

export type SignInResult = { ok: true; id: string; username: string; role: AdminRole; requiresPasswordChange: boolean } | { ok: false };

/** Checks credentials (throttled); the HTTP layer then starts a fresh session. */
export class SignInCommand extends Command<SignInResult> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly ip: string,
  ) {
    super();
  }
}
