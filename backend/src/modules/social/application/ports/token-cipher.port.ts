/** Encrypts platform tokens at rest (AES-256-GCM under TOKEN_ENCRYPTION_KEY). */
export abstract class TokenCipher {
  /** False when no key is configured: nothing secret may then be stored. */
  abstract get available(): boolean;
  abstract encrypt(plain: string): string;
  abstract decrypt(sealed: string): string;
}
