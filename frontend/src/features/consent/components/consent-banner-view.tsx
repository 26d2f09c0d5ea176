import type { ReactNode } from 'react';
import type { SiteLink } from '../../../components/site-link';
import { SITE } from '../../../config/site';

export type ConsentChoice = 'accept' | 'decline';
export interface AnswerButtonProps {
  choice: ConsentChoice;
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}

interface Props {
  titleId: string;
  className: string;
  testId?: string;
  /** Draws an answer button: the app's act on click, the server's first paint's submit a form (no script needed). */
  answerButton: (props: AnswerButtonProps) => ReactNode;
  Link: SiteLink;
  /** Anything else the banner holds (the first paint's form). */
  children?: ReactNode;
}

/**
 * The consent banner's markup, drawn by the app (ConsentBanner) and by the server's first paint
 * (first-paint/first-screen.tsx). Plain elements + CSS classes (styles.css, `.ff-consent*`).
 */
export function ConsentBannerView({ titleId, className, testId, answerButton, Link, children }: Props) {
  return (
    <section role="region" aria-labelledby={titleId} className={className} data-testid={testId}>
      <div className="ff-consent-inner">
        <div className="ff-consent-text">
          <h2 id={titleId}>We Value Your Privacy</h2>
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
        {children}
        <div className="ff-consent-actions">
          {answerButton({ choice: 'accept', className: 'ff-btn ff-btn-solid', children: 'Accept All' })}
          {answerButton({ choice: 'decline', className: 'ff-btn ff-btn-outline', children: 'Decline' })}
          <Link to="/privacy" className="ff-consent-link">
            Privacy Policy
          </Link>
        </div>
      </div>
      {answerButton({
        choice: 'decline',
        className: 'ff-consent-close',
        'aria-label': 'Close and decline',
        children: (
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
        ),
      })}
    </section>
  );
}
