import { renderRobots, renderSitemap } from './sitemap';

describe('sitemap and robots', () => {
  it('lists each path once with absolute, escaped URLs', () => {
    const xml = renderSitemap('https://ff.example', [{ path: '/' }, { path: '/category/food-drink', priority: 0.8 }, { path: '/' }, { path: '/search?q=a&b' }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://ff.example/category/food-drink</loc>');
    expect(xml).toContain('<priority>0.8</priority>');
    expect(xml).toContain('<loc>https://ff.example/search?q=a&amp;b</loc>');
  });
  it('points robots to the sitemap and keeps crawlers out of admin and API', () => {
    const robots = renderRobots('https://ff.example');
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /api\n');
    expect(robots).toContain('Sitemap: https://ff.example/sitemap.xml');
  });
});
