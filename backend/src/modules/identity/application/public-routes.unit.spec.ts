import { allowedDuringPasswordChange, findPublicRoute, isAdminPath } from './public-routes';

describe('public allow-list', () => {
  it.each([
    ['GET', '/api/events?limit=1'],
    ['HEAD', '/api/events/featured'],
    ['GET', '/api/categories/year/2026'],
    ['GET', '/api/news/abc'],
    ['GET', '/api/health'],
    ['GET', '/'],
    ['GET', '/admin/login'],
    ['GET', '/sitemap.xml'],
    ['GET', '/api/admin/status'],
    ['POST', '/api/admin/login'],
    ['POST', '/api/newsletter/subscribe'],
    ['POST', '/api/events/search/smart/explained'],
    ['POST', '/api/partnership/notify'],
  ])('%s %s is public', (method, path) => {
    expect(findPublicRoute(method, path)).not.toBeNull();
  });

  it.each([
    ['POST', '/api/events'],
    ['PUT', '/api/events/1'],
    ['DELETE', '/api/news/1'],
    ['GET', '/api/admin/users'],
    ['GET', '/API/admin/users'],
    ['GET', '/Api/Admin/Users'],
    ['GET', '//api/admin/users'],
    ['GET', '/api'],
    ['GET', '/api/unknown'],
    ['POST', '/api/ai/enhance-description/1'],
    ['POST', '/api/admin/change-password'],
    ['GET', '/api/admin/statusx'],
    ['POST', '/'],
  ])('%s %s is not public', (method, path) => {
    expect(findPublicRoute(method, path)).toBeNull();
  });

  it('login needs CSRF always, logout only when signed in', () => {
    expect(findPublicRoute('POST', '/api/admin/login')?.csrf).toBe('always');
    expect(findPublicRoute('POST', '/api/admin/logout')?.csrf).toBe('signed-in');
  });

  it('knows admin paths and the routes open during a forced password change', () => {
    expect(isAdminPath('/api/admin')).toBe(true);
    expect(isAdminPath('/API/Admin/users?x')).toBe(true);
    expect(isAdminPath('/api/administrator')).toBe(false);
    expect(allowedDuringPasswordChange('POST', '/api/admin/change-password')).toBe(true);
    expect(allowedDuringPasswordChange('POST', '/api/admin/reset-password')).toBe(false);
  });
});
