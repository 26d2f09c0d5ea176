import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../platform/config/app-config';
import { tokenCipherFor } from './social.module';

describe('token encryption key at start-up', () => {
  const config = (env: Record<string, string>) => AppConfig.fromEnv({}, env);

  it('refuses production with TikTok configured and no TOKEN_ENCRYPTION_KEY', () => {
    expect(() => tokenCipherFor(config({ NODE_ENV: 'production', TIKTOK_CLIENT_KEY: 'k' }))).toThrow(/TOKEN_ENCRYPTION_KEY .* required in production/);
  });

  it('starts without a key when TikTok is not configured, or outside production (nothing can then be connected)', () => {
    expect(tokenCipherFor(config({ NODE_ENV: 'production' })).available).toBe(false);
    expect(tokenCipherFor(config({ NODE_ENV: 'development', TIKTOK_CLIENT_KEY: 'k' })).available).toBe(false);
    expect(tokenCipherFor(config({ NODE_ENV: 'production', TIKTOK_CLIENT_KEY: 'k', TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') })).available).toBe(
      true,
    );
  });

  it('refuses a key that is not 32 bytes with a clear message', () => {
    expect(() => config({ TOKEN_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(/TOKEN_ENCRYPTION_KEY: base64 of exactly 32 bytes/);
  });
});
