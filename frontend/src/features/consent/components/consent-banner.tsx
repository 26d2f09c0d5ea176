import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { SITE } from '../../../config/site';
import { gdprAcceptedAtom } from '../consent.atoms';
import { rememberConsentAnswered } from '../consent-cookie';

/**
 * Shown until the visitor accepts or declines; the choice is stored under gdpr-accepted.
 * Plain elements + CSS classes (styles.css, `.ff-consent*`): every first visit renders it during start-up.
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
    <section role="region" aria-labelledby="consent-title" className="ff-consent" data-testid="consent-banner">
      <div className="ff-consent-inner">
        <div className="ff-consent-text">
          <h2 id="consent-title">We Value Your Privacy</h2>
          <p>
            We use cookies and a little personal data to run this site and send the newsletter you ask for. We only collect what is necessary, and we never sell
            your data.
          </p>
          <div className="ff-consent-details">
            <div>
              <p className="ff-consent-strong">What we collect</p>
              <ul>
                <li>Contact information you send us</li>
                <li>Your email for newsletters</li>
                <li>Basic technical data for security</li>
              </ul>
            </div>
            <div>
              <p className="ff-consent-strong">Your rights</p>
              <p className="ff-consent-rights">
                You can access, correct, delete or port your data. Send requests to <a href={`mailto:${SITE.privacyEmail}`}>{SITE.privacyEmail}</a>.
              </p>
            </div>
          </div>
        </div>
        <div className="ff-consent-actions">
          <button type="button" className="ff-btn ff-btn-solid" onClick={() => answer(true)}>
            Accept All
          </button>
          <button type="button" className="ff-btn ff-btn-outline" onClick={() => answer(false)}>
            Decline
          </button>
          <Link to="/privacy" className="ff-consent-link">
            Privacy Policy
          </Link>
        </div>
      </div>
      <button type="button" className="ff-consent-close" aria-label="Close and decline" onClick={() => answer(false)}>
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </section>
  );
}
