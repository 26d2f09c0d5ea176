import { loadSanitizeHtml } from '../../../platform/packages/on-demand';

/**
 * A model's text as plain text: tags removed (a model can echo markup it was shown), entities decoded, blank-line
 * paragraphs kept, runs of spaces folded. Descriptions are stored and shown as text, never as HTML.
 */
export function plainText(text: string): string {
  const withBreaks = text.replace(/<\s*br\s*\/?>/gi, '\n').replace(/<\/\s*p\s*>/gi, '\n\n');
  const stripped = loadSanitizeHtml()(withBreaks, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'noscript'],
  });
  const decoded = stripped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
  return decoded
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}
