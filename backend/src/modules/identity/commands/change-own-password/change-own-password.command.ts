import { Command } from '@nestjs/cqrs';

/**
 * A signed-in admin sets a new password: with the current one (change-password, also the forced change)
 * or, from user management, with a confirmation only (reset-password). Ends the admin's other sessions.
 */
export class ChangeOwnPasswordCommand extends Command<void> {
  constructor(
    readonly adminId: string,
    readonly newPassword: string,
    readonly proof: { kind: 'current-password'; currentPassword: string } | { kind: 'confirmation'; confirmPassword: string },
    /** Wrong current passwords count as failed sign-ins of this admin from this address (a stolen session cannot guess). */
    readonly ip = 'unknown',
  ) {
    super();
  }
}
