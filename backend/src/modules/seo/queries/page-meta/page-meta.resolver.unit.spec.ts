import { isAdminPath, routeModules } from './page-meta.resolver';

describe('route mapping for preloads', () => {
  it('maps paths to the frontend route files', () => {
    expect(routeModules('/')).toEqual(['src/routes/index.tsx?tsr-split=component']);
    expect(routeModules('/event/abc')).toEqual(['src/routes/event.$id.tsx?tsr-split=component']);
    expect(routeModules('/music')).toEqual(['src/routes/$segment.tsx?tsr-split=component']);
    expect(routeModules('/2027/search')).toEqual(['src/routes/$segment_.search.tsx?tsr-split=component']);
  });
  it('recognises admin paths', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/login')).toBe(true);
    expect(isAdminPath('/health-monitor')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/music')).toBe(false);
  });
});
