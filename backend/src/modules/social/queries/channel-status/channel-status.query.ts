import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

const statusSchema = z.object({ configured: z.boolean(), ready: z.boolean(), message: z.string() });
export const channelStatusesSchema = z.object({ instagram: statusSchema, x: statusSchema, tiktok: statusSchema });
export type ChannelStatuses = z.infer<typeof channelStatusesSchema>;

/** Whether Instagram, X and TikTok can publish now, asked of the platforms (the Publishing tab's Connections card). */
export class ChannelStatusQuery extends Query<ChannelStatuses> {}
