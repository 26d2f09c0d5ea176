import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { TokenCipher } from '../application/ports/token-cipher.port';

/** "v1.<iv>.<tag>.<ciphertext>" (base64url); a wrong key or a changed byte fails the GCM tag check. */
export class AesGcmTokenCipher extends TokenCipher {
  private readonly key: Buffer | null;

  constructor(base64Key: string | undefined) {
    super();
    this.key = base64Key ? Buffer.from(base64Key, 'base64') : null;
    if (this.key && this.key.length !== 32) throw new Error('Invalid configuration: TOKEN_ENCRYPTION_KEY must be base64 of exactly 32 bytes');
  }

  get available(): boolean {
    return this.key !== null;
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.requireKey(), iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  decrypt(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed token');
    const decipher = createDecipheriv('aes-256-gcm', this.requireKey(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  private requireKey(): Buffer {
    if (!this.key) throw new Error('TOKEN_ENCRYPTION_KEY is not set');
    return this.key;
  }
}
