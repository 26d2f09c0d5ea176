/**
 * What a page shares: its canonical URL and the share links of the main networks. Plain TypeScript: the frontend's
 * Share action (`@contracts/seo/share-links`) and the server's link-preview tags (og:url) build the URL here, so the
 * link a visitor shares is the one the preview describes.
 */

/**
 * Query keys a list page keeps when shared (the ones that choose its events), in this order. `page` is not one: a
 * shared search opens on its first page. Other keys (tracking tags, UI state) are dropped.
 */
export const SHARED_QUERY_KEYS = ['q', 'mode', 'location', 'category', 'region', 'timeFilter', 'weekend', 'priceRange', 'smart', 'sortBy'] as const;

/** Paths whose query string chooses what they list: home (hero search, region, time filter), /search, years, categories. */
const LIST_PATH = /^\/(search|\d{4}(\/search)?|category\/[^/]+|categories\/[^/]+|[a-z0-9-]+)?$/i;

/**
 * The canonical site-relative URL of a page as the visitor sees it: `/events/x` is `/event/x`, no trailing slash, and a
 * list page keeps the query keys that choose its events (raw values as in the address bar, re-encoded one way).
 */
export function canonicalPath(rawPath: string, query: Record<string, unknown>): string {
  const trimmed = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath || '/';
  const path = trimmed.replace(/^\/events\//, '/event/');
  if (!LIST_PATH.test(path)) return path;
  const kept = new URLSearchParams();
  for (const key of SHARED_QUERY_KEYS) {
    const value = query[key];
    if (typeof value === 'string' && value.trim() !== '') kept.set(key, value.trim());
  }
  const qs = kept.toString();
  return qs ? `${path}?${qs}` : path;
}

export type ShareNetwork = 'email' | 'facebook' | 'x' | 'whatsapp' | 'linkedin' | 'bluesky';

export interface ShareLink {
  network: ShareNetwork;
  label: string;
  href: string;
}

/**
 * E-mail (RFC 6068 mailto: spaces as %20, never `+`) and the networks' documented share URLs, every value
 * percent-encoded, so a search URL's own `?` and `&` stay inside the shared link.
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const withUrl = encodeURIComponent(`${title} ${url}`);
  return [
    { network: 'email', label: 'E-mail', href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}` },
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${withUrl}` },
    { network: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'bluesky', label: 'Bluesky', href: `https://bsky.app/intent/compose?text=${withUrl}` },
  ];
}

/** Nouns a search phrase may count ("folk festivals in Scotland"): the number agrees with the count. */
const NOUNS: Record<string, string> = {
  festivals: 'festival',
  events: 'event',
  gigs: 'gig',
  concerts: 'concert',
  fairs: 'fair',
  shows: 'show',
  markets: 'market',
  parties: 'party',
};
const SINGULARS = new Map(Object.entries(NOUNS).map(([plural, singular]) => [singular, plural]));

/**
 * A counted title from a search's words: "12 folk festivals in Scotland next summer", "1 folk festival in Scotland",
 * "No folk festivals in Scotland next summer". Words without a countable noun are quoted: "3 festivals for “jazz”".
 */
export function countedTitle(count: number, phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  // "a family festival" counts as "3 family festivals".
  if (words.length > 1 && /^(a|an|the|some|any)$/i.test(words[0]!)) words.shift();
  const at = words.findIndex((w) => NOUNS[w.toLowerCase()] !== undefined || SINGULARS.has(w.toLowerCase()));
  const amount = count === 0 ? 'No' : count.toLocaleString('en-GB');
  if (at < 0) return `${amount} ${count === 1 ? 'festival' : 'festivals'} for “${phrase.trim()}”`;
  const word = words[at]!;
  const lower = word.toLowerCase();
  const plural = NOUNS[lower] !== undefined ? lower : SINGULARS.get(lower)!;
  const wanted = count === 1 ? NOUNS[plural]! : plural;
  words[at] = word[0] === word[0]!.toUpperCase() ? wanted[0]!.toUpperCase() + wanted.slice(1) : wanted;
  // The phrase's own first word is lower case after the number unless it is a name ("Folk", "London").
  if (at === 0 || /^(free|cheap|best)$/i.test(words[0]!)) words[0] = words[0]!.toLowerCase();
  return `${amount} ${words.join(' ')}`;
}
