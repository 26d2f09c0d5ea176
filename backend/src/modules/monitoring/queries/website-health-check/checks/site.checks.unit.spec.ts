import { EventReadModel } from '../../../../events/application/ports/event-read-model.port';
import { SelfRequest, SelfResponse } from '../../../application/ports/self-request.port';
import { seoConfiguration } from './site.checks';

/** This site's answers by path, as the loopback request would read them. */
function site(pages: Record<string, string>): SelfRequest {
  return {
    get: async (path: string): Promise<SelfResponse> => ({ status: pages[path] ? 200 : 404, headers: {}, body: pages[path] ?? '', ms: 1 }),
  };
}
const urls = (...paths: string[]) => `<urlset>${paths.map((p) => `<url><loc>https://ff.example${p}</loc></url>`).join('')}</urlset>`;
const published = (n: number) => ({ count: async () => n }) as unknown as EventReadModel;
const robots = 'User-agent: *\nSitemap: https://ff.example/sitemap.xml\n';

describe('seoConfiguration', () => {
  it('counts the event pages of a one-file sitemap against the published events', async () => {
    const result = await seoConfiguration(
      site({ '/sitemap.xml': urls('/', '/event/a', '/event/b'), '/robots.txt': robots }),
      published(4),
      'https://ff.example',
    );
    expect(result).toMatchObject({ status: expect.any(String), details: { eventUrls: 2, publishedEvents: 4, coveragePercent: 50 } });
  });

  it('follows a sitemap index (over 50,000 URLs) into its parts', async () => {
    const index =
      '<sitemapindex><sitemap><loc>https://ff.example/sitemap-1.xml</loc></sitemap><sitemap><loc>https://ff.example/sitemap-2.xml</loc></sitemap></sitemapindex>';
    const pages = { '/sitemap.xml': index, '/sitemap-1.xml': urls('/', '/event/a'), '/sitemap-2.xml': urls('/event/b', '/event/c'), '/robots.txt': robots };
    const result = await seoConfiguration(site(pages), published(3), 'https://ff.example');
    expect(result).toMatchObject({ status: 'pass', details: { sitemapUrls: 4, eventUrls: 3, coveragePercent: 100 } });
  });
});
