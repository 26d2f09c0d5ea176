import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

const dashboardSchema = z.object({
  stats: z.object({
    totalSubscribers: z.number(),
    activeSubscribers: z.number(),
    totalCampaigns: z.number(),
    sentCampaigns: z.number(),
    bounceRate: z.number(),
  }),
});

/** GET /api/newsletter/dashboard: the five stat cards, counted from stored rows. */
export const getNewsletterDashboard = () => adminRequest('/api/newsletter/dashboard', dashboardSchema);
export const newsletterDashboardQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.newsletterDashboard, queryFn: getNewsletterDashboard, retry: adminRetry });
export const useNewsletterDashboard = () => useQuery(newsletterDashboardQueryOptions());

const alertStatsSchema = z.object({ alerts: z.number(), confirmed: z.number(), mailsSent: z.number() });

/** GET /api/admin/newsletter/alerts: search alerts as counts only (no address leaves the server). */
export const useSearchAlertStats = () =>
  useQuery({ queryKey: adminKeys.searchAlerts, queryFn: () => adminRequest('/api/admin/newsletter/alerts', alertStatsSchema), retry: adminRetry });
