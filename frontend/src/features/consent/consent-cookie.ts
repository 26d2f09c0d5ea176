/**
 * A first-party flag (no personal data) telling the server the consent banner was answered, so the server-rendered
 * first paint leaves the banner out (src/first-paint/first-screen.tsx). The answer itself stays in
 * localStorage (consent.atoms.ts).
 */
export function rememberConsentAnswered() {
  if (!document.cookie.split('; ').includes('ff_consent=1')) document.cookie = 'ff_consent=1; Max-Age=31536000; Path=/; SameSite=Lax';
}

/**
 * The answer given in the first paint's banner before the app ran (its form posts to /api/consent, which sets
 * ff_consent_choice): true for accept, false for decline, null when there is none.
 */
export function answerFromFirstPaint(): boolean | null {
  const found = document.cookie.split('; ').find((c) => c.startsWith('ff_consent_choice='));
  const value = found?.slice('ff_consent_choice='.length);
  return value === 'accept' ? true : value === 'decline' ? false : null;
}
