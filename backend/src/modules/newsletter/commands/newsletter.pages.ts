import { escapeHtml } from '../../mail/contracts/escape-html';

/** Small self-contained pages for links opened from a mail (no scripts: the CSP forbids inline ones anyway). */
export function newsletterPage(title: string, lines: string[], action?: { label: string; postTo: string }): string {
  const body = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
  const form = action
    ? `<form method="post" action="${escapeHtml(action.postTo)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(action.label)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Festival Finder</title>
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f6f4fb;color:#1f1d2b;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:14px;padding:32px;max-width:460px;margin:16px;box-shadow:0 4px 24px rgba(60,20,120,.08)}
.brand{color:#6b21a8;font-weight:700}h1{font-size:1.5rem;margin:.4em 0}
button,a.btn{display:inline-block;background:#6b21a8;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:1rem;cursor:pointer;text-decoration:none}
</style></head>
<body><main><div class="brand">Festival Finder</div><h1>${escapeHtml(title)}</h1>
${body}
${form}
<p><a href="/">Back to Festival Finder</a></p></main></body></html>`;
}

export const NewsletterPages = {
  confirmed: () => newsletterPage('You’re subscribed!', ['Thanks for confirming. Our digest of upcoming UK festivals will come to your inbox.']),
  alreadyConfirmed: () => newsletterPage('Already confirmed', ['Your subscription is already active. Nothing more to do: see you in your inbox!']),
  expired: () =>
    newsletterPage('This link has expired', ['Confirmation links work for 7 days. Subscribe again on our home page and we’ll send you a fresh one.']),
  invalid: () =>
    newsletterPage('This link doesn’t work', [
      'It may have been used already or copied incompletely. Subscribe again on our home page and we’ll send you a fresh link.',
    ]),
  unsubscribeAsk: (postTo: string) =>
    newsletterPage('Unsubscribe from our newsletter?', ['We’ll stop sending you festival news straight away. You can always sign up again later.'], {
      label: 'Unsubscribe',
      postTo,
    }),
  unsubscribed: () =>
    newsletterPage('You’re unsubscribed', ['You won’t receive our newsletter any more and we have deleted your address from the list. Sorry to see you go!']),
  tooMany: () => newsletterPage('Too many attempts', ['Please wait a moment before trying again.']),
};
