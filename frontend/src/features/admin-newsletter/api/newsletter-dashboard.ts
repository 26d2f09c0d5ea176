import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsletterDashboardSchema, searchAlertStatsSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

/** GET /api/newsletter/dashboard: the five stat cards, counted from stored rows. */
export const getNewsletterDashboard = () => adminRequest('/api/newsletter/dashboard', newsletterDashboardSchema);
export const newsletterDashboardQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.newsletterDashboard, queryFn: getNewsletterDashboard, retry: adminRetry });
export const useNewsletterDashboard = () => useQuery(newsletterDashboardQueryOptions());

/** GET /api/admin/newsletter/alerts: search alerts as counts only (no address leaves the server). */
export const useSearchAlertStats = () =>
  useQuery({ queryKey: adminKeys.searchAlerts, queryFn: () => adminRequest('/api/admin/newsletter/alerts', searchAlertStatsSchema), retry: adminRetry });
