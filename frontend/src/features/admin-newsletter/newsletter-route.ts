import { loadAdminScreen, type AdminLoaderArgs } from '../../lib/admin/admin-loader';
import { campaignReportQueryOptions } from './api/newsletter-campaign-report';
import { newsletterDashboardQueryOptions } from './api/newsletter-dashboard';

/** Loaders of /newsletter-management and a campaign's report (the pages use the same query options). */
export const loadNewsletterManagement = (args: AdminLoaderArgs) =>
  loadAdminScreen(args, (queryClient) => [queryClient.prefetchQuery(newsletterDashboardQueryOptions())]);

export const loadCampaignReport = (args: AdminLoaderArgs & { params: { id: string } }) =>
  loadAdminScreen(args, (queryClient) => [queryClient.prefetchQuery(campaignReportQueryOptions(args.params.id))]);
