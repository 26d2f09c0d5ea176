/** The two snippets an organiser copies from the builder (docs/embeds.md). */
export interface EmbedChoice {
  search: string;
  category: string;
  region: string;
  limit: number;
  theme: 'light' | 'dark';
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The chosen options as [name, value] pairs, empty ones left out (same names for attributes and the iframe's query). */
export function embedAttributes(choice: EmbedChoice): Array<[string, string]> {
  const pairs: Array<[string, string]> = [
    ['search', choice.search.trim()],
    ['category', choice.category],
    ['region', choice.region],
    ['limit', String(choice.limit)],
    ['theme', choice.theme],
  ];
  return pairs.filter(([, v]) => v !== '');
}

export function componentSnippet(site: string, choice: EmbedChoice): string {
  const attrs = embedAttributes(choice)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
  return `<script src="${site}/embed/events.js" async></script>\n<festival-finder-events${attrs}></festival-finder-events>`;
}

/** Roughly the list's height, so the frame needs no scrollbar: heading, rows and the "more" link. */
export function iframeHeight(limit: number): number {
  return 110 + limit * 62;
}

export function iframeSnippet(site: string, choice: EmbedChoice): string {
  const src = `${site}/embed/events?${new URLSearchParams(embedAttributes(choice))}`;
  return `<iframe src="${escapeAttr(src)}" title="Festival Finder events" width="100%" height="${iframeHeight(choice.limit)}" style="border:0" loading="lazy"></iframe>`;
}
