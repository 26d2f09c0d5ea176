/** The dashboard's tabs, kept in the URL (?tab=) so a reload or a shared link opens the same one. */
export const DASHBOARD_TABS = ['overview', 'search-console', 'admin-tools', 'operations'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
