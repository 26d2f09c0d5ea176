/** The page TikTok redirects the popup to. No inline script (CSP script-src 'self'): the outcome rides in data attributes. */
export const CALLBACK_SCRIPT_PATH = '/api/tiktok/callback.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function callbackPage(outcome: { success: boolean; error: string | null }): string {
  const title = outcome.success ? 'TikTok connected' : 'TikTok authorisation failed';
  const text = outcome.success ? 'Your TikTok account is connected to Festival Finder.' : (outcome.error ?? 'Authorisation failed.');
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body data-outcome="${outcome.success ? 'success' : 'error'}" data-error="${escapeHtml(outcome.error ?? '')}">
<main style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
<h1>${title}</h1>
<p>${escapeHtml(text)}</p>
<p>This window closes by itself; if it does not, close it and return to the TikTok integration page.</p>
</main>
<script src="${CALLBACK_SCRIPT_PATH}"></script>
</body>
</html>`;
}

/** Reports to the window that opened the popup, on our own origin only, then closes the popup. */
export const CALLBACK_SCRIPT = `(function () {
  var body = document.body;
  var ok = body.getAttribute('data-outcome') === 'success';
  var message = ok ? { type: 'tiktok_auth_success' } : { type: 'tiktok_auth_error', error: body.getAttribute('data-error') || 'Authorization failed' };
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, window.location.origin);
    setTimeout(function () { window.close(); }, 300);
  }
})();
`;
