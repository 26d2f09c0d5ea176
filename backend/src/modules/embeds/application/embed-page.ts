import { escapeHtml } from '../../mail/contracts/escape-html';
import type { EmbedOptions } from '../contracts/embed-options';

/**
 * The iframe fallback (GET /embed/events): a bare page holding the same web component other sites load, so both
 * embeds show the same list. Any site may frame it (frame-ancestors *); its own requests stay on this origin.
 */
export const EMBED_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  'frame-ancestors *',
].join('; ');

export function renderEmbedPage(options: EmbedOptions): string {
  const attrs: Array<[string, string | number | undefined]> = [
    ['search', options.search],
    ['category', options.category],
    ['region', options.region],
    ['limit', options.limit],
    ['theme', options.theme],
  ];
  const attrText = attrs
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeHtml(String(v))}"`)
    .join('');
  const background = options.theme === 'dark' ? '#171923' : '#fff';
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Festival Finder events</title>
<style>html,body{margin:0;padding:0;background:${background}}</style>
<script src="/embed/events.js" defer></script></head>
<body><festival-finder-events${attrText}></festival-finder-events></body></html>
`;
}
