import { CONSENT_COOKIE } from './first-paint';

/**
 * The answer given without the app, for the app to adopt (frontend/src/features/consent/consent-cookie.ts reads it
 * when localStorage has none). Not HttpOnly: the app must read it; it says nothing but accept or decline.
 */
export const CONSENT_CHOICE_COOKIE = 'ff_consent_choice';

export interface ConsentCookie {
  name: string;
  value: string;
  options: { maxAge: number; path: '/'; sameSite: 'lax'; httpOnly: false; secure: boolean };
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** The flag that leaves the banner out of the first paint, and the answer itself; both as the app sets them. */
export function consentCookies(accepted: boolean, secure: boolean): ConsentCookie[] {
  const options = { maxAge: YEAR_MS, path: '/', sameSite: 'lax', httpOnly: false, secure } as const;
  return [
    { name: CONSENT_COOKIE, value: '1', options },
    { name: CONSENT_CHOICE_COOKIE, value: accepted ? 'accept' : 'decline', options },
  ];
}

/**
 * Whether a form post comes from this site. Browsers say so in Sec-Fetch-Site, which no page can set; the site's
 * `Referrer-Policy: no-referrer` makes them send `Origin: null` on form posts, so Origin (else Referer, against
 * PUBLIC_BASE_URL or the request's own origin) decides only for browsers without Sec-Fetch-Site.
 */
export function fromThisSite(headers: { secFetchSite?: string; origin?: string; referer?: string }, expected: string): boolean {
  if (headers.secFetchSite) return headers.secFetchSite === 'same-origin';
  const source = headers.origin || originOf(headers.referer);
  if (!source || source === 'null') return false;
  return source.toLowerCase() === expected.toLowerCase();
}

export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
