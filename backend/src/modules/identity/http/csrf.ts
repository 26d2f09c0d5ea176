import { Request } from 'express';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Session } from 'express-session';
import { AppConfig } from '../../../platform/config/app-config';
import './admin-session.types';

export const CSRF_HEADER = 'x-csrf-token';

/** The session's synchronizer token, made on first use (a new session always gets a new one). */
export function csrfTokenOf(s: Session & { csrfToken?: string }): string {
  s.csrfToken ??= randomBytes(32).toString('base64url');
  return s.csrfToken;
}

/** The session's token sent in X-CSRF-Token (compared in constant time). */
export function sessionTokenMatches(req: Request): boolean {
  const expected = req.session?.csrfToken;
  const sent = req.get(CSRF_HEADER);
  if (!expected || !sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A cookie-authenticated write must come from our own origin (Origin, else Referer). */
export function isSameOrigin(req: Request, config: AppConfig): boolean {
  const source = req.get('origin') ?? originOf(req.get('referer'));
  if (!source || source === 'null') return false;
  // Behind a proxy that rewrites Host, PUBLIC_BASE_URL is the one origin; else the origin this request targets.
  const expected = config.values.PUBLIC_BASE_URL ? originOf(config.values.PUBLIC_BASE_URL) : `${req.protocol}://${req.get('host')}`;
  return source.toLowerCase() === (expected ?? '').toLowerCase();
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
