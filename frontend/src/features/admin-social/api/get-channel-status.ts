import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelStatusesSchema, type ChannelStatuses } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

export type { ChannelStatuses };

/** GET /api/social-media/channels: whether Instagram, X and TikTok can publish now. */
export const getChannelStatuses = () => adminRequest('/api/social-media/channels', channelStatusesSchema);
export const channelStatusesQueryOptions = () => queryOptions({ queryKey: socialKeys.channels, queryFn: getChannelStatuses, retry: adminRetry });
export const useChannelStatuses = () => useQuery(channelStatusesQueryOptions());
