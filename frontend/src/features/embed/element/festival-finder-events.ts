/**
 * <festival-finder-events>: a list or search of Festival Finder events for other websites (docs/embeds.md).
 * No framework and no imports, so the built file stays a few KB (budget: tests/gates/embed-bundle.unit.spec.ts).
 * Everything lives in its own shadow root; `:host { all: initial }` stops the host page's inherited styles
 * (font, colour, line height) reaching in, and shadow styles never reach out. Text is set with textContent only.
 */

export const EMBED_TAG = 'festival-finder-events';
export const EMBED_THEMES = ['light', 'dark'] as const;
export const EMBED_DEFAULT_LIMIT = 6;
export const EMBED_MAX_LIMIT = 20;

interface EmbedEvent {
  id: string;
  title: string;
  dateRange: string;
  location: string;
  categoryName: string;
}

// The site this script came from (a classic <script src>): links and API calls go there, not to the host page.
const SCRIPT = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;
const SITE = SCRIPT?.src ? new URL(SCRIPT.src).origin : typeof location !== 'undefined' ? location.origin : '';

const STYLE = `
:host{all:initial;display:block;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--bg:#fff;--fg:#1a202c;--muted:#4a5568;--line:#e2e8f0;--accent:#6b21a8}
:host([theme=dark]){--bg:#171923;--fg:#f7fafc;--muted:#cbd5e0;--line:#2d3748;--accent:#d6bcfa}
:host([hidden]){display:none}
section{background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:10px;padding:12px 14px}
h2{font-size:16px;margin:0 0 8px}
ul{list-style:none;margin:0;padding:0}
li{padding:8px 0;border-top:1px solid var(--line)}
li:first-child{border-top:0}
a{color:var(--accent);font-weight:600;text-decoration:none}
a:hover{text-decoration:underline}
a:focus-visible{outline:3px solid var(--accent);outline-offset:2px;border-radius:3px}
p{margin:2px 0 0;color:var(--muted);font-size:13px}
.more{display:inline-block;margin-top:8px;font-size:13px}
`;

function clampLimit(raw: string | null): number {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), EMBED_MAX_LIMIT) : EMBED_DEFAULT_LIMIT;
}

/** The public read the attributes ask for: plain-words search (Smart Search) or a category/region list. */
export function embedApiPath(attrs: { search?: string | null; category?: string | null; region?: string | null; limit?: string | null }): string {
  const params = new URLSearchParams();
  const search = attrs.search?.trim();
  if (attrs.category) params.set('category', attrs.category);
  params.set('limit', String(clampLimit(attrs.limit ?? null)));
  if (search && !attrs.region) {
    params.set('q', search);
    return `/api/events/search/smart?${params}`;
  }
  if (search) params.set('q', search);
  if (attrs.region) params.set('region', attrs.region);
  params.set('sortBy', 'date');
  return `/api/events/search?${params}`;
}

/** The site's own page for the same list (the "more" link). */
function sitePath(search: string | null, category: string | null, region: string | null): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (category) params.set('category', category);
  if (region) params.set('region', region);
  return `/search?${params}`;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, attrs: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

export class FestivalFinderEvents extends HTMLElement {
  static observedAttributes = ['search', 'category', 'region', 'limit', 'theme', 'heading'];
  private readonly root: ShadowRoot;
  private request = 0;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
  }

  connectedCallback() {
    void this.load();
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null) {
    // The theme is pure CSS (:host([theme=dark])): no new request for it.
    if (this.isConnected && before !== after && name !== 'theme') void this.load();
  }

  private async load() {
    const ticket = ++this.request;
    const search = this.getAttribute('search');
    const category = this.getAttribute('category');
    const region = this.getAttribute('region');
    const heading = this.getAttribute('heading') || (search ? `Festivals: ${search}` : 'Upcoming festivals');
    this.paint(heading, el('p', 'Loading festivals…', { role: 'status' }));
    let body: Node;
    try {
      const res = await fetch(SITE + embedApiPath({ search, category, region, limit: this.getAttribute('limit') }), { credentials: 'omit' });
      if (!res.ok) throw new Error(String(res.status));
      const data = (await res.json()) as EmbedEvent[] | { events: EmbedEvent[] };
      const events = (Array.isArray(data) ? data : data.events).slice(0, clampLimit(this.getAttribute('limit')));
      body = events.length ? this.list(events) : el('p', 'No festivals found for this search.');
    } catch {
      body = el('p', 'Festivals could not be loaded just now.', { role: 'status' });
    }
    if (ticket === this.request) this.paint(heading, body, sitePath(search, category, region));
  }

  private list(events: EmbedEvent[]): HTMLUListElement {
    const ul = el('ul');
    for (const e of events) {
      const li = el('li');
      li.append(
        el('a', e.title, { href: `${SITE}/event/${encodeURIComponent(e.id)}`, target: '_blank', rel: 'noopener' }),
        el('p', [e.dateRange, e.location, e.categoryName].filter(Boolean).join(' · ')),
      );
      ul.append(li);
    }
    return ul;
  }

  private paint(heading: string, body: Node, more?: string) {
    const section = el('section', undefined, { 'aria-label': heading });
    section.append(el('h2', heading), body);
    if (more) section.append(el('a', 'More on Festival Finder', { class: 'more', href: SITE + more, target: '_blank', rel: 'noopener' }));
    this.root.replaceChildren(el('style', STYLE), section);
  }
}

if (typeof customElements !== 'undefined' && !customElements.get(EMBED_TAG)) customElements.define(EMBED_TAG, FestivalFinderEvents);
