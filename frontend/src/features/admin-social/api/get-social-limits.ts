import { useQuery } from '@tanstack/react-query';
import { socialLimitsSchema, type SocialLimits } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

export type PlatformLimit = SocialLimits['limits'][number];

/** GET /api/social-media/limits: the limits the server enforces (one source of truth). */
export const getSocialLimits = () => adminRequest('/api/social-media/limits', socialLimitsSchema);
export const useSocialLimits = () => useQuery({ queryKey: socialKeys.limits, queryFn: getSocialLimits, retry: adminRetry, staleTime: Infinity });

const LINK = /https?:\/\/[^\s]+/gi;

/** The text's length as the platform counts it: with linkLength (X) every link counts that much and the rest by code point. */
export function countFor(limit: Pick<PlatformLimit, 'linkLength'>, text: string): number {
  if (limit.linkLength === null || limit.linkLength === undefined) return text.length;
  const links = text.match(LINK) ?? [];
  return [...text.replace(LINK, '')].length + links.length * limit.linkLength;
}
