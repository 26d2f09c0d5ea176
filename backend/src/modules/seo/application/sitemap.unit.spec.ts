import { renderRobots, renderSitemap, sitemapFile } from './sitemap';

describe('sitemap and robots', () => {
  it('lists each path once with absolute, escaped URLs', () => {
    const xml = renderSitemap('https://ff.example', [{ path: '/' }, { path: '/category/food-drink', priority: 0.8 }, { path: '/' }, { path: '/search?q=a&b' }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://ff.example/category/food-drink</loc>');
    expect(xml).toContain('<priority>0.8</priority>');
    expect(xml).toContain('<loc>https://ff.example/search?q=a&amp;b</loc>');
  });
  it('past the URL limit, serves an index of parts that together list every URL once', () => {
    const entries = Array.from({ length: 7 }, (_, i) => ({ path: `/event/${i}` }));
    expect(sitemapFile('https://ff.example', entries, null, 7)).toContain('<urlset');
    expect(sitemapFile('https://ff.example', entries, 1, 7)).toBeNull(); // not split: no parts
    const index = sitemapFile('https://ff.example', [...entries, { path: '/event/0' }], null, 3)!;
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<loc>[^<]+<\/loc>/g)).toEqual([1, 2, 3].map((n) => `<loc>https://ff.example/sitemap-${n}.xml</loc>`));
    const listed = [1, 2, 3].flatMap((n) => sitemapFile('https://ff.example', entries, n, 3)!.match(/<loc>[^<]+<\/loc>/g)!);
    expect(listed).toEqual(entries.map((e) => `<loc>https://ff.example${e.path}</loc>`));
    expect(sitemapFile('https://ff.example', entries, 4, 3)).toBeNull();
    expect(sitemapFile('https://ff.example', entries, 0, 3)).toBeNull();
  });
  it('points robots to the sitemap and keeps crawlers out of admin and API', () => {
    const robots = renderRobots('https://ff.example');
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /api\n');
    expect(robots).toContain('Sitemap: https://ff.example/sitemap.xml');
  });
});
