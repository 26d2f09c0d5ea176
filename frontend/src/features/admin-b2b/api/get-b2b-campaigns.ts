import { b2bCampaignListSchema } from '../../../lib/api/api-contracts.admin.gen';
import { useQuery } from '@tanstack/react-query';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { b2bKeys } from './b2b-keys';

/** GET /api/b2b-marketing/campaigns (newest 20). */
export const getB2bCampaigns = () => adminRequest('/api/b2b-marketing/campaigns', b2bCampaignListSchema, { params: { limit: 20 } });
export const useB2bCampaigns = () => useQuery({ queryKey: b2bKeys.campaigns, queryFn: getB2bCampaigns, retry: adminRetry });
