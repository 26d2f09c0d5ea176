import { routeChunkFor } from './route-match';

const ROUTES = [
  { path: '/', chunk: 'index' },
  { path: '/$segment', chunk: 'segment' },
  { path: '/search', chunk: 'search' },
  { path: '/news/', chunk: 'news-index' },
  { path: '/news/$id', chunk: 'news-item' },
  { path: '/$segment/search', chunk: 'segment-search' },
  { path: '/categories/$category', chunk: 'categories-category' },
  { path: '/admin/events/$id/preview', chunk: 'admin-preview' },
];

describe('routeChunkFor', () => {
  it('picks the route the router matches: fixed segments before parameters', () => {
    expect(routeChunkFor(ROUTES, '/')).toBe('index');
    expect(routeChunkFor(ROUTES, '/search')).toBe('search');
    expect(routeChunkFor(ROUTES, '/music')).toBe('segment');
    expect(routeChunkFor(ROUTES, '/news')).toBe('news-index');
    expect(routeChunkFor(ROUTES, '/news/')).toBe('news-index');
    expect(routeChunkFor(ROUTES, '/news/abc')).toBe('news-item');
    expect(routeChunkFor(ROUTES, '/2027/search')).toBe('segment-search');
    expect(routeChunkFor(ROUTES, '/categories/food%20drink')).toBe('categories-category');
    expect(routeChunkFor(ROUTES, '/admin/events/e1/preview')).toBe('admin-preview');
  });

  it('finds nothing for a path no route serves', () => {
    expect(routeChunkFor(ROUTES, '/a/b/c')).toBeNull();
    expect(routeChunkFor([], '/')).toBeNull();
  });
});
