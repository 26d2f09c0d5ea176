/** sitemap.xml and robots.txt text. */

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

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
