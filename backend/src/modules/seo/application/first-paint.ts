/**
 * The per-request facts of the server's first paint (docs/decisions/0005-server-rendered-first-paint.md). The markup
 * itself is drawn by the frontend's own components (frontend/src/first-paint/, built for Node into
 * frontend/dist/.ssr/, loaded by infrastructure/frontend-dist.ts) and put in front of #root here.
 */

/** Set by the app once the banner is answered (frontend/src/features/consent/consent-cookie.ts). */
export const CONSENT_COOKIE = 'ff_consent';

/** A path on this site, as POST /api/consent accepts it (answer-consent.request.ts); anything else goes back home. */
export function consentBackPath(path: string | undefined): string | null {
  return path && path.length <= 2000 && /^\/(?![/\\])[^\s\\]*$/.test(path) ? path : null;
}

/** Whether the request's cookies say the consent banner was answered. */
export function consentAnswered(cookieHeader: string | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=1(?:;|$)`).test(cookieHeader ?? '');
}

/** The address the app shows an event's picture at (frontend/src/lib/image-url.ts): its own if https or local, else its cover. */
export function eventPictureUrl(id: string, imageUrl: string | null | undefined): string {
  const own = imageUrl?.trim() ?? '';
  if (/^https:\/\/[^\s"<>]+$/i.test(own) || (own.startsWith('/') && !own.startsWith('//') && !/[\s"<>]/.test(own))) return own;
  return `/api/events/${encodeURIComponent(id)}/cover.svg`;
}

/** Puts the first paint's markup (`<div id="ff-shell">…</div>`) in front of the empty #root of the built index.html. */
export function injectFirstPaint(indexHtml: string, markup: string): string {
  return indexHtml.replace(/<div id="root">\s*<\/div>/, () => `${markup}<div id="root"></div>`);
}
