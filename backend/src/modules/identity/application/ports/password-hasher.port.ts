/** Password hashing (argon2id in infrastructure). */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verify, for unknown usernames (no timing oracle). */
  abstract verifyDummy(password: string): Promise<false>;
}
