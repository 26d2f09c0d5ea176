import type * as DumbPasswords from 'dumb-passwords';

/** Loaded at the first password check: building its 10,000-word tree costs every start-up about 0.1 s of CPU. */
let dumbPasswords: typeof DumbPasswords | null = null;
function isTopTenThousandPassword(password: string): boolean {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, see above
  dumbPasswords ??= require('dumb-passwords') as typeof DumbPasswords;
  return dumbPasswords.check(password);
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const PasswordMessages = {
  tooShort: 'Password must be at least 8 characters long',
  newTooShort: 'New password must be at least 8 characters long',
  tooLong: `Password must be at most ${PASSWORD_MAX} characters long`,
  sameAsUsername: 'Password must not be the same as your username',
  tooCommon: 'This password is too common. Choose one that is harder to guess.',
  mismatch: 'Passwords do not match',
  sameAsCurrent: 'New password must be different from the current one',
  currentIncorrect: 'Current password is incorrect',
} as const;

/** In the list as typed, or once the usual decorations are taken off the end ('Summer2024!' → 'summer'). */
function isCommon(password: string): boolean {
  if (isTopTenThousandPassword(password)) return true;
  const stem = password.replace(/[\d\W_]+$/, '');
  return stem !== password && stem.length >= 4 && isTopTenThousandPassword(stem);
}

/**
 * The rules every new admin password meets (spec §5 plus NIST 800-63B: length, not the username, not in a
 * list of common passwords — the 10,000 most used ones, shipped by the dumb-passwords package).
 * Returns the message to show, or null when the password is acceptable.
 */
export function passwordProblem(password: string, username: string, wording: 'new' | 'plain' = 'plain'): string | null {
  if (password.length < PASSWORD_MIN) return wording === 'new' ? PasswordMessages.newTooShort : PasswordMessages.tooShort;
  if (password.length > PASSWORD_MAX) return PasswordMessages.tooLong;
  if (password.trim().toLowerCase() === username.trim().toLowerCase()) return PasswordMessages.sameAsUsername;
  if (isCommon(password)) return PasswordMessages.tooCommon;
  return null;
}
