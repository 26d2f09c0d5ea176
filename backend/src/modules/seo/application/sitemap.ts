/** sitemap.xml and robots.txt text. */

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemap protocol's limit per file: past it, /sitemap.xml is an index of parts (/sitemap-1.xml, …). */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * One sitemap file: with no `part`, the whole URL set, or (more URLs than `limit`) the index of its parts; with a
 * `part`, that part's URLs. Null for a part that does not exist.
 */
export function sitemapFile(origin: string, entries: SitemapEntry[], part: number | null, limit = SITEMAP_URL_LIMIT): string | null {
  const seen = new Set<string>();
  const unique = entries.filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true)));
  const parts = Math.ceil(unique.length / limit);
  if (part === null) return parts <= 1 ? renderSitemap(origin, unique) : renderSitemapIndex(origin, parts);
  if (parts <= 1 || !Number.isInteger(part) || part < 1 || part > parts) return null;
  return renderSitemap(origin, unique.slice((part - 1) * limit, part * limit));
}

export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true)))
    .map((e) =>
      [
        '  <url>',
        `    <loc>${xml(origin + e.path)}</loc>`,
        e.lastmod ? `    <lastmod>${xml(e.lastmod)}</lastmod>` : '',
        e.changefreq ? `    <changefreq>${e.changefreq}</changefreq>` : '',
        e.priority != null ? `    <priority>${e.priority.toFixed(1)}</priority>` : '',
        '  </url>',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function renderSitemapIndex(origin: string, parts: number): string {
  const items = Array.from({ length: parts }, (_, i) => `  <sitemap>\n    <loc>${xml(`${origin}/sitemap-${i + 1}.xml`)}</loc>\n  </sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Admin screens, including the gated tool routes: noindex pages, kept out of robots.txt crawling. */
export const ADMIN_PATHS = [
  '/admin',
  '/ai-enhancement',
  '/ai-search',
  '/ai-image-enhancement',
  '/password-change',
  '/user-management',
  '/admin-validation',
  '/social-media',
  '/b2b-marketing',
  '/health-monitor',
  '/tiktok-integration',
  '/newsletter-management',
  '/admin-dashboard',
];

/** Admin screens and the API stay out of search engines. */
export const DISALLOWED_PATHS = ['/api', ...ADMIN_PATHS];

export function renderRobots(origin: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
