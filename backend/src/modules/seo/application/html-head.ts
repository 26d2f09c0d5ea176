/** Renders the <head> tags a page's first response carries: title, description, social cards, canonical, JSON-LD. */

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL (no query string). */
  canonical: string;
  image?: string;
  /** What the image shows, for og:image:alt and twitter:image:alt (the page title when not given). */
  imageAlt?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
  keywords?: string[];
}

export const SOCIAL_TITLE_MAX = 70;
export const SOCIAL_DESCRIPTION_MAX = 200;

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON inside <script type="application/ld+json">: no way to close the element or start a comment. */
export function escapeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Collapses whitespace and cuts at a word boundary, ending with an ellipsis, never longer than `max`. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function renderHead(meta: PageMeta, siteName = 'Festival Finder'): string {
  const socialTitle = truncate(meta.title, SOCIAL_TITLE_MAX);
  const socialDescription = truncate(meta.description, SOCIAL_DESCRIPTION_MAX);
  // Twitter caps image descriptions at 420 characters.
  const imageAlt = truncate(meta.imageAlt ?? meta.title, 420);
  const tag = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', socialDescription),
    meta.keywords?.length ? tag('name', 'keywords', meta.keywords.join(', ')) : '',
    meta.noindex ? tag('name', 'robots', 'noindex, follow') : '',
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:type', meta.type ?? 'website'),
    tag('property', 'og:title', socialTitle),
    tag('property', 'og:description', socialDescription),
    tag('property', 'og:url', meta.canonical),
    tag('property', 'og:locale', 'en_GB'),
    meta.image ? tag('property', 'og:image', meta.image) : '',
    meta.image ? tag('property', 'og:image:alt', imageAlt) : '',
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', socialTitle),
    tag('name', 'twitter:description', socialDescription),
    meta.image ? tag('name', 'twitter:image', meta.image) : '',
    meta.image ? tag('name', 'twitter:image:alt', imageAlt) : '',
    meta.jsonLd ? `<script type="application/ld+json">${escapeJsonLd(meta.jsonLd)}</script>` : '',
  ];
  return lines.filter(Boolean).join('\n    ');
}

const SEO_BLOCK = /<!--seo-->[\s\S]*?<!--\/seo-->/;

/** Replaces the marked block of the built index.html (or adds the tags before </head>). */
export function injectHead(indexHtml: string, head: string): string {
  const block = `<!--seo-->\n    ${head}\n    <!--/seo-->`;
  if (SEO_BLOCK.test(indexHtml)) return indexHtml.replace(SEO_BLOCK, () => block);
  return indexHtml.replace(/<title>[\s\S]*?<\/title>/, '').replace('</head>', () => `${block}\n</head>`);
}

/** <link rel="modulepreload"> for the chunks the page's route needs, so they load in parallel with the entry. */
export function renderPreloads(hrefs: string[]): string {
  return [...new Set(hrefs)].map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`).join('\n    ');
}

/**
 * <link rel="preload" as="image"> at high priority, for a page's largest picture; with the `<img>`'s srcset and sizes
 * when it has them, so the preload fetches the copy the picture will use (a phone's small one), not the widest.
 */
export function renderImagePreload(href: string, responsive?: { srcset: string; sizes: string }): string {
  const extra = responsive ? ` imagesrcset="${escapeHtml(responsive.srcset)}" imagesizes="${escapeHtml(responsive.sizes)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"${extra} />`;
}
