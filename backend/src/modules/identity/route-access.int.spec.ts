import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { OWNER_ONLY } from '../../platform/http/access';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { findPublicRoute, isWrite } from './application/public-routes';
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

/** "METHOD /path" of every handler marked @OwnerOnly(), from the controllers' metadata. */
function ownerOnlyRoutes(t: TestApp): Set<string> {
  const result = new Set<string>();
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...a: unknown[]) => unknown) | null;
      if (!type) continue;
      const base = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, type) ?? '')[0];
      const classOwnerOnly = Reflect.getMetadata(OWNER_ONLY, type) === true;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = type.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        if (!classOwnerOnly && Reflect.getMetadata(OWNER_ONLY, handler) !== true) continue;
        for (const sub of ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, handler) ?? '')) {
          const full = `/${[base, sub]
            .map((p) => p.replace(/^\/+|\/+$/g, ''))
            .filter(Boolean)
            .join('/')}`;
          result.add(`${RequestMethod[method]} ${full}`);
        }
      }
    }
  }
  return result;
}

describe('route access: every registered route is public (allow-list) or guarded', () => {
  let t: TestApp;
  let routes: Route[];
  let owner: AdminTestClient;
  let editor: AdminTestClient;
  let ownerOnly: Set<string>;

  beforeAll(async () => {
    t = await startTestApp();
    routes = registeredRoutes(t);
    ownerOnly = ownerOnlyRoutes(t);
    owner = (await signedInAdmin(t.app, t.base, 'route-owner', 'owner')).client;
    editor = (await signedInAdmin(t.app, t.base, 'route-editor', 'editor')).client;
  });
  afterAll(() => t?.close());

  it('finds the routes of every module, and every @OwnerOnly() route among them', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((r) => r.pattern === '/api/admin/users')).toBe(true);
    expect(ownerOnly.size).toBeGreaterThanOrEqual(5);
    const registered = new Set(routes.map((r) => `${r.method} ${r.pattern}`));
    for (const route of ownerOnly) expect(registered).toContain(route);
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

  it('every owner-only route answers 403 to an editor (with a valid session and token)', async () => {
    const owned = routes.filter((r) => ownerOnly.has(`${r.method} ${r.pattern}`));
    expect(owned.length).toBe(ownerOnly.size);
    for (const r of owned) {
      const res = await editor.request(r.method, r.path, isWrite(r.method) ? {} : undefined);
      expect({ route: `${r.method} ${r.pattern}`, status: res.status, code: res.body?.code }).toEqual({
        route: `${r.method} ${r.pattern}`,
        status: 403,
        code: 'AUTH.FORBIDDEN',
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
