import { isAdminPath } from './page-meta.resolver';

describe('admin paths', () => {
  it('recognises admin paths', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/login')).toBe(true);
    expect(isAdminPath('/health-monitor')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/music')).toBe(false);
  });
});
