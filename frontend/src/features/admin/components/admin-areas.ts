import type { AdminStatus } from '../api/get-admin-status';

/** The back office's parts, as the server's permission table names them (identity/application/admin-areas.ts). */
export type AdminArea = 'catalogue' | 'marketing' | 'operations' | 'accounts';

export const ROLE_LABELS = { owner: 'Owner', editor: 'Editor', marketer: 'Marketer' } as const;

/** The area of each admin tool page; pages not listed (dashboard, password change, health) are for every admin. */
const PAGE_AREAS: Array<[RegExp, AdminArea]> = [
  [/^\/(admin\/events|admin\/discovery|admin-validation|ai-enhancement|ai-image-enhancement|ai-search)(\/|$)/, 'catalogue'],
  [/^\/(newsletter-management|b2b-marketing|social-media|tiktok-integration)(\/|$)/, 'marketing'],
];

export function pageArea(pathname: string): AdminArea | null {
  return PAGE_AREAS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/** Whether the signed-in admin's role may use `area` (the server refuses the rest with 403 anyway). */
export function mayUse(status: AdminStatus | undefined, area: AdminArea | null): boolean {
  if (area === null) return true;
  return (status?.areas ?? []).includes(area);
}
