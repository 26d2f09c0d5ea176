import type { AdminStatus } from './api/get-admin-status';

/** The back office's parts, as the server's permission table names them (identity/application/admin-areas.ts). */
export type AdminArea = 'catalogue' | 'marketing' | 'operations' | 'accounts';

export const ROLE_LABELS = { owner: 'Owner', editor: 'Editor', marketer: 'Marketer' } as const;

/** The area of each admin tool page; pages not listed (dashboard, password change, health) are for every admin. */
const PAGE_AREAS: Array<[RegExp, AdminArea]> = [
  [/^\/(admin\/events|admin\/venues|admin\/discovery|admin-validation|ai-enhancement|ai-image-enhancement|ai-search)(\/|$)/, 'catalogue'],
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

/**
 * Every admin tool, in one navigation (spec's dashboard cards still launch them too). A tool shows when the role may
 * use one of its areas; null means every admin.
 */
export const ADMIN_TOOLS: ReadonlyArray<{ group: string; links: ReadonlyArray<{ label: string; to: string; areas: AdminArea[] | null }> }> = [
  {
    group: 'Catalogue',
    links: [
      { label: 'Events', to: '/admin/events', areas: ['catalogue'] },
      { label: 'Venues', to: '/admin/venues', areas: ['catalogue'] },
      { label: 'Discovery', to: '/admin/discovery', areas: ['catalogue'] },
      { label: 'Validation', to: '/admin-validation', areas: ['catalogue'] },
      { label: 'AI descriptions', to: '/ai-enhancement', areas: ['catalogue'] },
      { label: 'AI images', to: '/ai-image-enhancement', areas: ['catalogue'] },
      { label: 'Smart Search', to: '/ai-search', areas: ['catalogue'] },
    ],
  },
  {
    group: 'Marketing',
    links: [
      { label: 'Newsletter', to: '/newsletter-management', areas: ['marketing'] },
      { label: 'B2B', to: '/b2b-marketing', areas: ['marketing'] },
      { label: 'Social', to: '/social-media', areas: ['marketing'] },
      { label: 'TikTok', to: '/tiktok-integration', areas: ['marketing'] },
    ],
  },
  {
    group: 'Operations',
    links: [
      { label: 'Operations log', to: '/admin/operations', areas: null },
      { label: 'Health', to: '/health-monitor', areas: null },
      // Every admin: editors reset their own password there; owners manage admins.
      { label: 'Accounts', to: '/user-management', areas: null },
    ],
  },
];

export function mayUseAny(status: AdminStatus | undefined, areas: AdminArea[] | null): boolean {
  return areas === null || areas.some((a) => mayUse(status, a));
}
