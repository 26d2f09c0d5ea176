import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isPopupSuppressed } from '../../../lib/popup-suppression';
import { newsletterPopupSeenAtom, newsletterSubscribedAtom } from '../newsletter.atoms';

const NewsletterPopup = lazy(() => import('./newsletter-popup'));
const DELAY_MS = 10_000;

/**
 * Opens the pop-up 10 s after load unless suppressed (a stored date still in the future) or already subscribed.
 * While `held` (the consent banner is still waiting for an answer) it waits, so the two never show at once.
 */
export function NewsletterPopupHost({ held = false }: { held?: boolean }) {
  const seen = useAtomValue(newsletterPopupSeenAtom);
  const subscribed = useAtomValue(newsletterSubscribedAtom);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (subscribed || isPopupSuppressed(seen, new Date())) return;
    const timer = window.setTimeout(() => setDue(true), DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once per page load
  }, []);
  if (!due || held) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopup onDone={() => setDue(false)} />
    </Suspense>
  );
}
