import { AdminRole } from '../domain/admin-user.aggregate';
import { normalisePath } from './public-routes';

/**
 * THE permission table of the back office: which parts each role may use. Every guarded route belongs to one area
 * below or is open to any signed-in admin (their own account, dashboards and status reads); the global guard refuses
 * the rest with 403, and route-access.int.spec.ts fails on a registered route that this table does not classify.
 *
 * | area        | what                                                                 | owner | editor | marketer |
 * |-------------|----------------------------------------------------------------------|-------|--------|----------|
 * | catalogue   | events, venues, AI description and image tools, data quality, discovery      | yes   | yes    | no       |
 * | marketing   | newsletter (subscribers, campaigns, templates, mail), social, B2B    | yes   | no     | yes      |
 * | operations  | running jobs now                                                     | yes   | no     | no       |
 * | accounts    | admin accounts (add, disable, reset, change role), partner API keys  | yes   | no     | no       |
 * | (any admin) | own password, own saved views, dashboard figures, jobs and operations log (read), status, health | yes | yes | yes |
 */
export type AdminArea = 'catalogue' | 'marketing' | 'operations' | 'accounts';
export const ANY_ADMIN = 'any-admin';

export const ROLE_AREAS: Readonly<Record<AdminRole, readonly AdminArea[]>> = {
  owner: ['catalogue', 'marketing', 'operations', 'accounts'],
  editor: ['catalogue'],
  marketer: ['marketing'],
};

interface AreaRoute {
  area: AdminArea | typeof ANY_ADMIN;
  pattern: RegExp;
  /** Only these methods (default: all). */
  methods?: readonly string[];
}

/** First match wins; paths are matched as the guard matches them (lower case, repeated slashes folded). */
const AREA_ROUTES: readonly AreaRoute[] = [
  { area: 'accounts', pattern: /^\/api\/admin\/users(\/|$)/ },
  { area: 'accounts', pattern: /^\/api\/admin\/partner-keys(\/|$)/ },
  { area: 'operations', pattern: /^\/api\/admin\/jobs\/[^/]+\/run$/ },
  { area: ANY_ADMIN, pattern: /^\/api\/admin\/(change-password|reset-password|stats|system-status|operations|operations\/kinds|operations\/export|jobs)$/ },
  { area: ANY_ADMIN, pattern: /^\/api\/website\/health-check$/ },
  // Each admin's own saved filters (the store keys them by the signed-in admin).
  { area: ANY_ADMIN, pattern: /^\/api\/admin\/saved-views(\/[^/]+)?$/ },
  { area: 'marketing', pattern: /^\/api\/(newsletter|b2b-marketing|social-media|facebook|tiktok)(\/|$)/ },
  { area: 'marketing', pattern: /^\/api\/admin\/(newsletter|email|mail)(\/|$)/ },
  { area: 'catalogue', pattern: /^\/api\/admin\/(events|venues|ai|discovery)(\/|$)/ },
  {
    area: 'catalogue',
    pattern:
      /^\/api\/admin\/(clean-dead-links|clean-websites|enhanced-cleanup|quality-rules|replace-unsplash-images|fix-specific-images|validate-authenticity)$/,
  },
  { area: 'catalogue', pattern: /^\/api\/ai\// },
];

/** The area a guarded request belongs to, ANY_ADMIN, or null when the table does not classify it (then owners only). */
export function areaOf(method: string, path: string): AdminArea | typeof ANY_ADMIN | null {
  const p = normalisePath(path);
  const m = method.toUpperCase();
  return AREA_ROUTES.find((r) => (!r.methods || r.methods.includes(m)) && r.pattern.test(p))?.area ?? null;
}

/** Whether an admin with `role` may make this (guarded) request. Unclassified routes stay with owners. */
export function mayUse(role: AdminRole, method: string, path: string): boolean {
  const area = areaOf(method, path);
  if (area === ANY_ADMIN) return true;
  if (area === null) return role === 'owner';
  return ROLE_AREAS[role].includes(area);
}
