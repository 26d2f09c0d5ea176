import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialAnalyticsSchema, type SocialAnalytics } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

/** The figures of a platform the site publishes to and measures (Instagram and X; Facebook adds a note on impressions). */
export type PlatformFigures = SocialAnalytics['analytics']['instagram'];

/** GET /api/social-media/analytics. */
export const getSocialAnalytics = () => adminRequest('/api/social-media/analytics', socialAnalyticsSchema);
export const socialAnalyticsQueryOptions = () => queryOptions({ queryKey: socialKeys.analytics, queryFn: getSocialAnalytics, retry: adminRetry });
export const useSocialAnalytics = () => useQuery(socialAnalyticsQueryOptions());
