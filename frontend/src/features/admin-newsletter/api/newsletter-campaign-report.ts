import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignReportSchema, type CampaignReport } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

export type { CampaignReport };

export const getCampaignReport = (id: string) => adminRequest(`/api/admin/newsletter/campaigns/${encodeURIComponent(id)}/report`, campaignReportSchema);
export const campaignReportQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...adminKeys.newsletterCampaigns, id, 'report'], queryFn: () => getCampaignReport(id), retry: adminRetry });
export const useCampaignReport = (id: string) => useQuery(campaignReportQueryOptions(id));
