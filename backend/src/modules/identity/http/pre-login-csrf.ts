import { Injectable } from '@nestjs/common';
import { Request, Response } from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../../platform/config/app-config';
import { AdminSessionStore, isHttps } from '../infrastructure/admin-session.store';
import { CSRF_HEADER } from './csrf';

const MAX_AGE_MS = 2 * 3_600_000;

/**
 * The login form's CSRF token without a stored session (a signed double-submit token): a random nonce in an
 * HttpOnly SameSite=Strict cookie, and the token is its HMAC under the install's signing key. Sign-in checks the
 * X-CSRF-Token header against the HMAC of the cookie it came with. Nothing is stored, so anonymous requests for a
 * token cannot grow the session table (each one used to store a pre-login session row).
 */
@Injectable()
export class PreLoginCsrf {
  constructor(
    private readonly store: AdminSessionStore,
    private readonly config: AppConfig,
  ) {}

  /** The token for this browser's nonce cookie, setting a new cookie when it has none. */
  async issue(req: Request, res: Response): Promise<string> {
    let nonce = this.nonceOf(req);
    if (!nonce) {
      nonce = randomBytes(32).toString('base64url');
      res.cookie(this.cookieName(), nonce, { ...this.cookieOptions(), maxAge: MAX_AGE_MS });
    }
    return this.sign(nonce);
  }

  async matches(req: Request): Promise<boolean> {
    const nonce = this.nonceOf(req);
    const sent = req.get(CSRF_HEADER);
    if (!nonce || !sent) return false;
    const a = Buffer.from(sent);
    const b = Buffer.from(await this.sign(nonce));
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** Signed in: the session's own token takes over. */
  clear(res: Response): void {
    res.clearCookie(this.cookieName(), this.cookieOptions());
  }

  private nonceOf(req: Request): string | undefined {
    const value: unknown = req.cookies?.[this.cookieName()];
    return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
  }

  private async sign(nonce: string): Promise<string> {
    return createHmac('sha256', await this.store.signingSecret())
      .update(`pre-login-csrf:${nonce}`)
      .digest('base64url');
  }

  private cookieName(): string {
    return isHttps(this.config) ? '__Host-ff_login_csrf' : 'ff_login_csrf';
  }

  private cookieOptions() {
    return { httpOnly: true, sameSite: 'strict' as const, path: '/', secure: isHttps(this.config) };
  }
}
