import { DomainError } from '../../../platform/domain/domain-error';

export class UsernameTakenError extends DomainError {
  constructor() {
    super('IDENTITY.USERNAME_TAKEN', 'conflict', 'That username is already in use.');
  }
}

export class LastOwnerError extends DomainError {
  constructor(action: 'disable' | 'demote' = 'disable') {
    super('IDENTITY.LAST_OWNER', 'conflict', `You cannot ${action} the last active owner.`);
  }
}

export class AdminNotFoundError extends DomainError {
  constructor() {
    super('IDENTITY.ADMIN_NOT_FOUND', 'not-found', 'No admin with that id or username exists.');
  }
}

export class InvalidUsernameError extends DomainError {
  constructor(message: string) {
    super('IDENTITY.INVALID_USERNAME', 'invalid', message, { fieldErrors: { username: message } });
  }
}

/** A password the policy rejects; the body also carries `success:false, error` (the spec's answer shape). */
export class PasswordRejectedError extends DomainError {
  constructor(message: string, field = 'newPassword') {
    super('IDENTITY.PASSWORD_REJECTED', 'invalid', message, { success: false, error: message, fieldErrors: { [field]: message } });
  }
}
