import type { SocialPost } from '../../../lib/api/api-contracts.admin.gen';

export type { SocialPost };
export type SocialPlatform = SocialPost['platform'];
export const SOCIAL_PLATFORMS: readonly SocialPlatform[] = ['facebook', 'instagram', 'tiktok', 'x'];
