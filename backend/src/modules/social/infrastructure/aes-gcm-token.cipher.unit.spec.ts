import { randomBytes } from 'node:crypto';
import { AesGcmTokenCipher } from './aes-gcm-token.cipher';

describe('AES-256-GCM token cipher', () => {
  const key = randomBytes(32).toString('base64');

  it('round-trips and never stores the plain text', () => {
    const cipher = new AesGcmTokenCipher(key);
    const sealed = cipher.encrypt('act.secret-token-123');
    expect(sealed).not.toContain('secret');
    expect(cipher.encrypt('act.secret-token-123')).not.toBe(sealed); // fresh IV each time
    expect(cipher.decrypt(sealed)).toBe('act.secret-token-123');
  });

  it('refuses a changed ciphertext and another key', () => {
    const sealed = new AesGcmTokenCipher(key).encrypt('token');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tokeX').toString('base64url');
    expect(() => new AesGcmTokenCipher(key).decrypt(parts.join('.'))).toThrow();
    expect(() => new AesGcmTokenCipher(randomBytes(32).toString('base64')).decrypt(sealed)).toThrow();
  });

  it('is unavailable without a key and refuses a key of the wrong size', () => {
    expect(new AesGcmTokenCipher(undefined).available).toBe(false);
    expect(() => new AesGcmTokenCipher(undefined).encrypt('x')).toThrow(/TOKEN_ENCRYPTION_KEY/);
    expect(() => new AesGcmTokenCipher(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
