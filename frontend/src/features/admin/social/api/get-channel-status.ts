import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from '../../api/admin-client';
import { socialKeys } from './social-keys';

const statusSchema = z.object({ configured: z.boolean(), ready: z.boolean(), message: z.string() });
export const channelStatusesSchema = z.object({ instagram: statusSchema, x: statusSchema, tiktok: statusSchema });
export type ChannelStatuses = z.infer<typeof channelStatusesSchema>;

/** GET /api/social-media/channels: whether Instagram, X and TikTok can publish now. */
export const getChannelStatuses = () => adminRequest('/api/social-media/channels', channelStatusesSchema);
export const channelStatusesQueryOptions = () => queryOptions({ queryKey: socialKeys.channels, queryFn: getChannelStatuses, retry: adminRetry });
export const useChannelStatuses = () => useQuery(channelStatusesQueryOptions());
