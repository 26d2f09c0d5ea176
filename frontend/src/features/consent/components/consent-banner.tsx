import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { RouterSiteLink } from '../../../components/router-site-link';
import { gdprAcceptedAtom } from '../consent.atoms';
import { rememberConsentAnswered } from '../consent-cookie';
import { ConsentBannerView } from './consent-banner-view';

/**
 * Shown until the visitor accepts or declines; the choice is stored under gdpr-accepted.
 * Plain elements + CSS classes (consent-banner-view.tsx, also drawn in the server's first paint): every first visit
 * renders it during start-up.
 */
export function ConsentBanner() {
  const [accepted, setAccepted] = useAtom(gdprAcceptedAtom);
  // For answers given before the flag existed; an answer given in the first paint's banner (a cookie) is kept
  // where the app keeps its own.
  useEffect(() => {
    if (accepted === null) return;
    rememberConsentAnswered();
    if (localStorage.getItem('gdpr-accepted') === null) setAccepted(accepted);
  }, [accepted, setAccepted]);
  // The flag is set with the answer itself, not by the effect: effects may run only after the next paint, and a
  // page loaded before then would get the server's banner again.
  const answer = (value: boolean) => {
    rememberConsentAnswered();
    setAccepted(value);
  };
  if (accepted !== null) return null;
  return (
    <ConsentBannerView
      titleId="consent-title"
      className="ff-consent"
      testId="consent-banner"
      Link={RouterSiteLink}
      answerButton={({ choice, ...rest }) => <button type="button" onClick={() => answer(choice === 'accept')} {...rest} />}
    />
  );
}
