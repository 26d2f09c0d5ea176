import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { ANY_ADMIN, areaOf, mayUse } from './application/admin-areas';
import { findPublicRoute, isWrite } from './application/public-routes';
import { AdminRole } from './domain/admin-user.aggregate';
import { AdminTestClient, signedInAdmin } from './testing/admin-test-client';

interface Route {
  method: string;
  /** As registered in Express, e.g. /api/admin/users/:id/disable */
  pattern: string;
  /** A concrete URL for it. */
  path: string;
}

/** Every route registered in the Express router that Nest built (so routes added later are covered too). */
function registeredRoutes(t: TestApp): Route[] {
  const express = t.app.getHttpAdapter().getInstance();
  const stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> = express.router.stack;
  return stack
    .filter((layer) => layer.route)
    .flatMap((layer) =>
      Object.keys(layer.route!.methods)
        .filter((m) => m !== '_all')
        .map((m) => ({ method: m.toUpperCase(), pattern: layer.route!.path, path: concrete(layer.route!.path) })),
    );
}

function concrete(pattern: string): string {
  return pattern
    .replace(/\{\*[^}]+\}/g, 'route-check/x')
    .replace(/\*\w+/g, 'route-check/x')
    .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000')
    .replace(/[{}]/g, '');
}

describe('route access: every registered route is public (allow-list) or guarded', () => {
  let t: TestApp;
  let routes: Route[];
  let owner: AdminTestClient;
  const clients = {} as Record<AdminRole, AdminTestClient>;
  const guarded = () => routes.filter((r) => !findPublicRoute(r.method, r.path));

  beforeAll(async () => {
    t = await startTestApp();
    routes = registeredRoutes(t);
    for (const role of ['owner', 'editor', 'marketer'] as const) clients[role] = (await signedInAdmin(t.app, t.base, `route-${role}`, role)).client;
    owner = clients.owner;
  });
  afterAll(() => t?.close());

  it('finds the routes of every module, and the permission table classifies every guarded one', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((r) => r.pattern === '/api/admin/users')).toBe(true);
    // A new admin route must be given to an area (or to any admin) in application/admin-areas.ts.
    const unclassified = guarded().filter((r) => areaOf(r.method, r.path) === null);
    expect(unclassified.map((r) => `${r.method} ${r.pattern}`)).toEqual([]);
  });

  it.each(['owner', 'editor', 'marketer'] as const)('role %s: 403 exactly on the routes outside its areas (with a valid session and token)', async (role) => {
    const mismatches: string[] = [];
    for (const r of guarded()) {
      const res = await clients[role].request(r.method, r.path, isWrite(r.method) ? {} : undefined);
      const refused = res.status === 403 && res.body?.code === 'AUTH.FORBIDDEN';
      if (refused === mayUse(role, r.method, r.path)) mismatches.push(`${r.method} ${r.pattern} → ${res.status} ${String(res.body?.code)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('the table says what the walk-through found wrong: an editor cannot mail subscribers, stop social automation or run jobs', () => {
    expect(mayUse('editor', 'POST', '/api/newsletter/campaigns/x/send')).toBe(false);
    expect(mayUse('editor', 'POST', '/api/social-media/automation')).toBe(false);
    expect(mayUse('editor', 'POST', '/api/admin/jobs/expire-past-events/run')).toBe(false);
    expect(mayUse('editor', 'PUT', '/api/admin/events/x')).toBe(true);
    expect(mayUse('marketer', 'POST', '/api/newsletter/campaigns/x/send')).toBe(true);
    expect(mayUse('marketer', 'PUT', '/api/admin/events/x')).toBe(false);
    expect(mayUse('editor', 'PUT', '/api/admin/venues/x')).toBe(true);
    expect(mayUse('marketer', 'PUT', '/api/admin/venues/x')).toBe(false);
    expect(mayUse('marketer', 'GET', '/api/admin/users')).toBe(false);
    expect(areaOf('GET', '/api/admin/system-status')).toBe(ANY_ADMIN);
  });

  it('every non-public route answers 401 without a session', async () => {
    const anonymous = new AdminTestClient(t.base);
    const guarded = routes.filter((r) => !findPublicRoute(r.method, r.path));
    expect(guarded.length).toBeGreaterThan(5);
    for (const r of guarded) {
      const res = await anonymous.request(r.method, r.path, isWrite(r.method) ? {} : undefined);
      expect({ route: `${r.method} ${r.pattern}`, status: res.status, code: res.body?.code }).toEqual({
        route: `${r.method} ${r.pattern}`,
        status: 401,
        code: 'AUTH.UNAUTHENTICATED',
      });
    }
  });

  it('every non-public write answers 403 without a CSRF token, even with a valid owner session', async () => {
    const writes = routes.filter((r) => isWrite(r.method) && !findPublicRoute(r.method, r.path));
    expect(writes.length).toBeGreaterThan(3);
    for (const r of writes) {
      const res = await owner.request(r.method, r.path, {}, { csrf: false });
      expect({ route: `${r.method} ${r.pattern}`, status: res.status, code: res.body?.code }).toEqual({
        route: `${r.method} ${r.pattern}`,
        status: 403,
        code: 'AUTH.CSRF',
      });
    }
  });

  it('unknown API paths and case or slash variants of admin paths are guarded too', async () => {
    const anonymous = new AdminTestClient(t.base);
    for (const p of ['/api/not-a-route', '/API/admin/users', '/api//admin/users', '/Api/Admin/System-Status']) {
      expect({ p, status: (await anonymous.get(p)).status }).toEqual({ p, status: 401 });
    }
  });
});
