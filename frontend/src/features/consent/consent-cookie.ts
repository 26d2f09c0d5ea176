/**
 * A first-party flag (no personal data) telling the server the consent banner was answered, so the server-rendered
 * first paint leaves the banner out (backend/src/modules/seo/application/page-shell.ts). The answer itself stays in
 * localStorage (consent.atoms.ts).
 */
export function rememberConsentAnswered() {
  if (!document.cookie.split('; ').includes('ff_consent=1')) document.cookie = 'ff_consent=1; Max-Age=31536000; Path=/; SameSite=Lax';
}
